import { primaryLanguage } from '../engine.js';

/**
 * Apertium and FreeDict name languages by ISO 639-3 codes (`eng`, `spa`, `por_BR`); the
 * catalogue by BCP 47 (`en-US`, `pt-BR`), whose primary subtag is ISO 639-1 where one exists.
 * This table joins the two for the languages those engines have data for and the catalogue's.
 */
const ISO_639_1_TO_3 = new Map(
  `
  af=afr am=amh an=arg ar=ara az=aze be=bel bg=bul bn=ben br=bre bs=bos ca=cat cs=ces
  cy=cym da=dan de=deu el=ell en=eng eo=epo es=spa et=est eu=eus fa=fas fi=fin fr=fra
  ga=gle gd=gla gl=glg gu=guj ha=hau he=heb hi=hin hr=hrv ht=hat hu=hun hy=hye id=ind
  ig=ibo is=isl it=ita ja=jpn ka=kat kk=kaz km=khm kn=kan ko=kor ku=kur la=lat lo=lao
  lt=lit lv=lav mk=mkd ml=mal mn=mon mr=mar ms=msa mt=mlt my=mya nb=nob ne=nep nl=nld
  nn=nno no=nor oc=oci pa=pan pl=pol ps=pus pt=por ro=ron ru=rus sa=san sc=srd si=sin
  sk=slk sl=slv so=som sq=sqi sr=srp sv=swe sw=swa ta=tam te=tel th=tha tl=tgl tr=tur
  uk=ukr ur=urd uz=uzb vi=vie wo=wol xh=xho yo=yor zh=zho zu=zul
  `
    .trim()
    .split(/\s+/)
    .map((pair) => pair.split('=') as [string, string]),
);

/** Individual languages the engines file under a macrolanguage the catalogue names. */
const INDIVIDUAL_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  sw: ['swh'], // FreeDict's Swahili
  ms: ['zlm'], // Apertium's Malay
};

const ISO_639_3_TO_BCP_47 = new Map<string, string>([
  ...[...ISO_639_1_TO_3].map(([two, three]) => [three, two] as const),
  ...Object.entries(INDIVIDUAL_LANGUAGES).flatMap(([two, codes]) =>
    codes.map((three) => [three, two] as const),
  ),
]);

/**
 * The ISO 639-3 codes an engine may file a catalogue language under, best first:
 * `pt-BR` → `['por']`, `sw` → `['swa', 'swh']`, `hmn` → `['hmn']`.
 */
export function iso6393Codes(languageCode: string): string[] {
  const primary = primaryLanguage(languageCode);
  return [ISO_639_1_TO_3.get(primary) ?? primary, ...(INDIVIDUAL_LANGUAGES[primary] ?? [])];
}

/** The short BCP 47 form of an ISO 639-3 code: `spa` → `es`, `swh` → `sw`, `hmn` → `hmn`. */
export function bcp47FromIso6393(code: string): string {
  return ISO_639_3_TO_BCP_47.get(code) ?? code;
}
