import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { primaryLanguage } from '../engine.js';

/**
 * Tesseract's name for the trained data of each catalogue language, by primary subtag (its
 * file is `<name>.traineddata`; Debian's package is `tesseract-ocr-<name>` with `_` as `-`).
 * Somali and Hmong have no trained data anywhere; Chinese depends on the script.
 */
const TESSERACT_LANGUAGE: Record<string, string> = {
  am: 'amh',
  ar: 'ara',
  bg: 'bul',
  bn: 'ben',
  ca: 'cat',
  cs: 'ces',
  cy: 'cym',
  da: 'dan',
  de: 'deu',
  el: 'ell',
  en: 'eng',
  es: 'spa',
  eu: 'eus',
  fa: 'fas',
  fi: 'fin',
  fr: 'fra',
  ga: 'gle',
  gl: 'glg',
  gu: 'guj',
  he: 'heb',
  hi: 'hin',
  hr: 'hrv',
  ht: 'hat',
  hu: 'hun',
  id: 'ind',
  it: 'ita',
  ja: 'jpn',
  km: 'khm',
  ko: 'kor',
  lo: 'lao',
  mr: 'mar',
  ms: 'msa',
  my: 'mya',
  nb: 'nor',
  ne: 'nep',
  nl: 'nld',
  pa: 'pan',
  pl: 'pol',
  ps: 'pus',
  pt: 'por',
  ro: 'ron',
  ru: 'rus',
  sk: 'slk',
  sr: 'srp',
  sv: 'swe',
  sw: 'swa',
  ta: 'tam',
  te: 'tel',
  th: 'tha',
  tl: 'fil',
  tr: 'tur',
  uk: 'ukr',
  ur: 'urd',
  vi: 'vie',
};

/** The trained-data name for a catalogue code (`zh-TW` → `chi_tra`), or undefined. */
export function tesseractLanguage(code: string): string | undefined {
  const primary = primaryLanguage(code);
  if (primary === 'zh') {
    return /-(TW|HK|MO|Hant)\b/i.test(code) ? 'chi_tra' : 'chi_sim';
  }
  return TESSERACT_LANGUAGE[primary];
}

/** Where one language's trained data is, as tesseract.js's `langPath` and `gzip` options. */
export interface TrainedDataSource {
  directory: string;
  gzip: boolean;
}

/**
 * The trained data this deployment has: English from the `@tesseract.js-data/eng` npm
 * package (`eng.traineddata.gz`, always there), and every `<name>.traineddata` in the Debian
 * tessdata directory (packages `tesseract-ocr-*`). The directory is listed once, on first use.
 */
export function createTrainedDataCatalogue(englishDirectory: string, tessdataDirectory: string) {
  let installed: Map<string, TrainedDataSource> | undefined;
  const list = () => {
    if (installed) return installed;
    installed = new Map();
    if (existsSync(tessdataDirectory)) {
      for (const file of readdirSync(tessdataDirectory)) {
        const match = /^(\w+)\.traineddata$/.exec(file);
        if (match) installed.set(match[1]!, { directory: tessdataDirectory, gzip: false });
      }
    }
    // The npm English data (LSTM "best_int") is preferred over Debian's, when both exist.
    if (existsSync(path.join(englishDirectory, 'eng.traineddata.gz'))) {
      installed.set('eng', { directory: englishDirectory, gzip: true });
    }
    return installed;
  };
  return {
    /** Where the trained data of `name` is, or undefined when it is not installed. */
    source(name: string): TrainedDataSource | undefined {
      return list().get(name);
    },
  };
}
