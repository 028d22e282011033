import type { TextToSpeechVoice } from '@motes/shared';
import { primaryLanguage } from '../engine.js';

/**
 * The voices of `@echogarden/espeak-ng-emscripten` 0.3.5, as its `list_voices()` answers:
 * identifier, name, and the languages each speaks with espeak's priority (lower is preferred).
 * Kept here so `support()` answers without loading the 24 MB module; a test checks this table
 * against the installed module. Left out: voices that read romanised text (Pinyin, Jyutping,
 * Pinglish), fictional and test languages, and Japanese, whose kanji espeak cannot read.
 */
const ESPEAK_VOICE_TABLE: readonly (readonly [string, string, string])[] = [
  ['gmw/af', 'Afrikaans', 'af:5'],
  ['sem/am', 'Amharic', 'am:5'],
  ['roa/an', 'Aragonese', 'an:5'],
  ['sem/ar', 'Arabic', 'ar:5'],
  ['inc/as', 'Assamese', 'as:5'],
  ['trk/az', 'Azerbaijani', 'az:5'],
  ['trk/ba', 'Bashkir', 'ba:5'],
  ['zle/be', 'Belarusian', 'be:5'],
  ['zls/bg', 'Bulgarian', 'bg:5'],
  ['inc/bn', 'Bengali', 'bn:5'],
  ['inc/bpy', 'Bishnupriya Manipuri', 'bpy:5'],
  ['zls/bs', 'Bosnian', 'bs:5'],
  ['roa/ca', 'Catalan', 'ca:5'],
  ['roa/ca-ba', 'Catalan (Balearic)', 'ca-ba:5'],
  ['roa/ca-nw', 'Catalan (North-western)', 'ca-nw:5'],
  ['roa/ca-va', 'Catalan (Valencian)', 'ca-va:5'],
  ['iro/chr', 'Cherokee ', 'chr-US-Qaaa-x-west:5'],
  ['sit/cmn', 'Chinese (Mandarin, latin as English)', 'cmn:5 zh-cmn:5 zh:5'],
  ['zlw/cs', 'Czech', 'cs:5'],
  ['trk/cv', 'Chuvash', 'cv:5'],
  ['cel/cy', 'Welsh', 'cy:5'],
  ['gmq/da', 'Danish', 'da:5'],
  ['gmw/de', 'German', 'de:5'],
  ['grk/el', 'Greek', 'el:5'],
  ['gmw/en-029', 'English (Caribbean)', 'en-029:5 en:10'],
  ['gmw/en', 'English (Great Britain)', 'en-gb:2 en:2'],
  ['gmw/en-GB-scotland', 'English (Scotland)', 'en-gb-scotland:5 en:4'],
  ['gmw/en-GB-x-gbclan', 'English (Lancaster)', 'en-gb-x-gbclan:5 en-gb:3 en:5'],
  ['gmw/en-GB-x-gbcwmd', 'English (West Midlands)', 'en-gb-x-gbcwmd:5 en-gb:9 en:9'],
  ['gmw/en-GB-x-rp', 'English (Received Pronunciation)', 'en-gb-x-rp:5 en-gb:4 en:5'],
  ['gmw/en-US', 'English (America)', 'en-us:2 en:3'],
  ['gmw/en-US-nyc', 'English (America, New York City)', 'en-us-nyc:5'],
  ['art/eo', 'Esperanto', 'eo:5'],
  ['roa/es', 'Spanish (Spain)', 'es:5'],
  ['roa/es-419', 'Spanish (Latin America)', 'es-419:5 es-mx:6'],
  ['urj/et', 'Estonian', 'et:5'],
  ['eu', 'Basque', 'eu:5'],
  ['ira/fa', 'Persian', 'fa:5'],
  ['urj/fi', 'Finnish', 'fi:5'],
  ['gmq/fo', 'Faroese', 'fo:5'],
  ['roa/fr-BE', 'French (Belgium)', 'fr-be:5 fr:8'],
  ['roa/fr-CH', 'French (Switzerland)', 'fr-ch:5 fr:8'],
  ['roa/fr', 'French (France)', 'fr-fr:5 fr:5'],
  ['cel/ga', 'Gaelic (Irish)', 'ga:5'],
  ['cel/gd', 'Gaelic (Scottish)', 'gd:5'],
  ['sai/gn', 'Guarani', 'gn:5'],
  ['grk/grc', 'Greek (Ancient)', 'grc:5'],
  ['inc/gu', 'Gujarati', 'gu:5'],
  ['sit/hak', 'Hakka Chinese', 'hak:5'],
  ['map/haw', 'Hawaiian', 'haw:5'],
  ['sem/he', 'Hebrew', 'he:5'],
  ['inc/hi', 'Hindi', 'hi:5'],
  ['zls/hr', 'Croatian', 'hr:5 hbs:5'],
  ['roa/ht', 'Haitian Creole', 'ht:5'],
  ['urj/hu', 'Hungarian', 'hu:5'],
  ['ine/hy', 'Armenian (East Armenia)', 'hy:5 hy-arevela:5'],
  ['ine/hyw', 'Armenian (West Armenia)', 'hyw:5 hy-arevmda:5 hy:8'],
  ['art/ia', 'Interlingua', 'ia:5'],
  ['poz/id', 'Indonesian', 'id:5'],
  ['art/io', 'Ido', 'io:5'],
  ['gmq/is', 'Icelandic', 'is:5'],
  ['roa/it', 'Italian', 'it:5'],
  ['art/jbo', 'Lojban', 'jbo:5'],
  ['ccs/ka', 'Georgian', 'ka:5'],
  ['trk/kaa', 'Karakalpak', 'kaa:5'],
  ['trk/kk', 'Kazakh', 'kk:5'],
  ['esx/kl', 'Greenlandic', 'kl:5'],
  ['dra/kn', 'Kannada', 'kn:5'],
  ['ko', 'Korean', 'ko:5'],
  ['inc/kok', 'Konkani', 'kok:5'],
  ['ira/ku', 'Kurdish', 'ku:5'],
  ['trk/ky', 'Kyrgyz', 'ky:5'],
  ['itc/la', 'Latin', 'la:5'],
  ['gmw/lb', 'Luxembourgish', 'lb:5'],
  ['art/lfn', 'Lingua Franca Nova', 'lfn:5'],
  ['bat/lt', 'Lithuanian', 'lt:5'],
  ['bat/ltg', 'Latgalian', 'ltg:5'],
  ['bat/lv', 'Latvian', 'lv:5'],
  ['poz/mi', 'Māori', 'mi:5'],
  ['zls/mk', 'Macedonian', 'mk:5'],
  ['dra/ml', 'Malayalam', 'ml:5'],
  ['inc/mr', 'Marathi', 'mr:5'],
  ['poz/ms', 'Malay', 'ms:5'],
  ['sem/mt', 'Maltese', 'mt:5'],
  ['miz/mto', 'Totontepec Mixe', 'mto:5'],
  ['sit/my', 'Myanmar (Burmese)', 'my:5'],
  ['gmq/nb', 'Norwegian Bokmål', 'nb:5 no:5'],
  ['azc/nci', 'Nahuatl (Classical)', 'nci:5'],
  ['inc/ne', 'Nepali', 'ne:5'],
  ['gmw/nl', 'Dutch', 'nl:5'],
  ['trk/nog', 'Nogai', 'nog:5'],
  ['cus/om', 'Oromo', 'om:5'],
  ['inc/or', 'Oriya', 'or:5'],
  ['inc/pa', 'Punjabi', 'pa:5'],
  ['roa/pap', 'Papiamento', 'pap:5'],
  ['zlw/pl', 'Polish', 'pl:5'],
  ['roa/pt', 'Portuguese (Portugal)', 'pt:5 pt-pt:5'],
  ['roa/pt-BR', 'Portuguese (Brazil)', 'pt-br:5 pt:6'],
  ['qu', 'Quechua', 'qu:5'],
  ['myn/quc', "K'iche'", 'quc:5'],
  ['roa/ro', 'Romanian', 'ro:5'],
  ['zle/ru', 'Russian', 'ru:5'],
  ['zle/ru-cl', 'Russian (Classic)', 'ru-cl:5'],
  ['zle/ru-LV', 'Russian (Latvia)', 'ru-lv:2'],
  ['inc/sd', 'Sindhi', 'sd:5'],
  ['tai/shn', 'Shan (Tai Yai)', 'shn:5'],
  ['inc/si', 'Sinhala', 'si:5'],
  ['zlw/sk', 'Slovak', 'sk:5'],
  ['zls/sl', 'Slovenian', 'sl:5'],
  ['urj/smj', 'Lule Saami', 'smj:5'],
  ['ine/sq', 'Albanian', 'sq:5'],
  ['zls/sr', 'Serbian', 'sr:5'],
  ['gmq/sv', 'Swedish', 'sv:5'],
  ['bnt/sw', 'Swahili', 'sw:5'],
  ['dra/ta', 'Tamil', 'ta:5'],
  ['dra/te', 'Telugu', 'te:5'],
  ['tai/th', 'Thai', 'th:5'],
  ['sem/ti', 'Tigrinya', 'ti:5'],
  ['trk/tk', 'Turkmen', 'tk:5'],
  ['bnt/tn', 'Setswana', 'tn:5'],
  ['trk/tr', 'Turkish', 'tr:5'],
  ['trk/tt', 'Tatar', 'tt:5'],
  ['trk/ug', 'Uyghur', 'ug:5'],
  ['zle/uk', 'Ukrainian', 'uk:5'],
  ['inc/ur', 'Urdu', 'ur:5'],
  ['trk/uz', 'Uzbek', 'uz:5'],
  ['aav/vi', 'Vietnamese (Northern)', 'vi:5'],
  ['aav/vi-VN-x-central', 'Vietnamese (Central)', 'vi-vn-x-central:5'],
  ['aav/vi-VN-x-south', 'Vietnamese (Southern)', 'vi-vn-x-south:5'],
  ['sit/yue', 'Chinese (Cantonese)', 'yue:5 zh-yue:5 zh:8'],
];

/** A voice variant every espeak voice can take (`en-us+f3`): espeak's voices are male. */
const FEMALE_VARIANT = '+f3';

export interface EspeakVoice {
  /** Our voice id, the voice's first espeak language: `en-us`, `en-gb`, `es-419`, `cmn`. */
  id: string;
  /** What `set_voice` takes: the voice file, `gmw/en-US`. */
  identifier: string;
  name: string;
  languages: readonly { name: string; priority: number }[];
}

export const ESPEAK_VOICES: readonly EspeakVoice[] = ESPEAK_VOICE_TABLE.map(
  ([identifier, name, languageList]) => {
    const languages = languageList.split(' ').map((entry) => {
      const [language, priority] = entry.split(':');
      return { name: language!, priority: Number(priority) };
    });
    return { id: languages[0]!.name, identifier, name, languages };
  },
);

/**
 * Regions whose speech espeak has under another code: Latin American Spanish is `es-419`
 * (the catalogue's es-US, es-MX…), Canadian English sounds closer to `en-us` than to espeak's
 * British default, and Chinese from Hong Kong and Macau is Cantonese.
 */
function regionalVoiceId(code: string): string | undefined {
  if (/^es-(?!es$)/.test(code)) return 'es-419';
  if (code === 'en-ca') return 'en-us';
  if (code === 'zh-hk' || code === 'zh-mo') return 'yue';
  return undefined;
}

/** The voice that speaks `language` (a full code or a primary subtag) with espeak's highest priority. */
function bestVoiceFor(language: string): EspeakVoice | undefined {
  let best: { voice: EspeakVoice; priority: number } | undefined;
  for (const voice of ESPEAK_VOICES) {
    const entry = voice.languages.find((l) => l.name === language);
    if (entry && (!best || entry.priority < best.priority))
      best = { voice, priority: entry.priority };
  }
  return best?.voice;
}

/**
 * The espeak voices for a catalogue language, the one that fits it best first: the exact code
 * (`en-US` → `en-us`, `pt-BR` → `pt-br`), else the region's voice, else the language's
 * preferred one (`ar-EG` → `ar`, `fr-CA` → `fr-fr`); then the language's other accents.
 * Empty when espeak does not speak the language.
 */
export function espeakVoicesFor(languageCode: string): EspeakVoice[] {
  const code = languageCode.toLowerCase();
  const primary = primaryLanguage(code);
  const family = ESPEAK_VOICES.filter((voice) =>
    voice.languages.some((l) => primaryLanguage(l.name) === primary),
  );
  const regional = regionalVoiceId(code);
  const best =
    bestVoiceFor(code) ??
    family.find((voice) => voice.id === regional) ??
    bestVoiceFor(primary) ??
    family[0];
  return best ? [best, ...family.filter((voice) => voice !== best)] : [];
}

/** The voices offered for a language: each espeak voice as it is (male) and in a female variant. */
export function espeakVoiceChoices(languageCode: string): TextToSpeechVoice[] {
  return espeakVoicesFor(languageCode).flatMap((voice) => [
    { id: voice.id, name: voice.name, gender: 'male' as const },
    { id: voice.id + FEMALE_VARIANT, name: `${voice.name}, female`, gender: 'female' as const },
  ]);
}

/** What espeak's `set_voice` takes for one of our voice ids (`en-us+f3` → `gmw/en-US+f3`). */
export function espeakVoiceName(voiceId: string): string | undefined {
  const [id, variant] = voiceId.split('+');
  const voice = ESPEAK_VOICES.find((candidate) => candidate.id === id);
  if (!voice || (variant !== undefined && `+${variant}` !== FEMALE_VARIANT)) return undefined;
  return voice.identifier + (variant ? `+${variant}` : '');
}
