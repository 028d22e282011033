// Issue 5 item 5: translation. Environment variables for the lead to map to these options:
//
//   TRANSLATION_PROVIDER    `apertium` (default) or `libretranslate`
//   APERTIUM_APY_URL        an APY run elsewhere (`http://apy:2737`); unset: this server starts
//                           `apertium-apy` itself on 127.0.0.1, on first use
//   APERTIUM_APY_BINARY     the `apertium-apy` script (default: `apertium-apy` on PATH)
//   APERTIUM_MODES_DIR      the installed pairs (default /usr/share/apertium/modes)
//   LIBRETRANSLATE_URL      the LibreTranslate base URL (required with `libretranslate`)
//   LIBRETRANSLATE_API_KEY  its API key, when the service requires one
//   DICTD_DIR               the FreeDict dictionaries (default /usr/share/dictd)
import { ApertiumEngine } from './apertiumEngine.js';
import { FreedictWordEngine } from './freedictEngine.js';
import { LibreTranslateEngine } from './libreTranslateEngine.js';
import type { TranslationEngine, WordTranslationEngine } from './translationEngine.js';

export {
  TranslationUnavailableError,
  UnsupportedPairError,
  type PairSupport,
  type TranslationEngine,
  type WordTranslationEngine,
} from './translationEngine.js';

export const TRANSLATION_PROVIDERS = ['apertium', 'libretranslate'] as const;
export type TranslationProvider = (typeof TRANSLATION_PROVIDERS)[number];

export interface TranslationEngineOptions {
  provider: TranslationProvider;
  apyUrl?: string;
  apyBinary?: string;
  apertiumModesDir?: string;
  libreTranslateUrl?: string;
  libreTranslateApiKey?: string;
  /** Told when the server's own APY starts, crashes and restarts. */
  log?: (message: string) => void;
}

/** The sentence translation engine chosen by configuration. Starts nothing until first used. */
export function createTranslationEngine(options: TranslationEngineOptions): TranslationEngine {
  if (options.provider === 'libretranslate') {
    if (!options.libreTranslateUrl) {
      throw new Error('TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL');
    }
    return new LibreTranslateEngine({
      url: options.libreTranslateUrl,
      apiKey: options.libreTranslateApiKey,
    });
  }
  return new ApertiumEngine({
    apyUrl: options.apyUrl,
    apyBinary: options.apyBinary ?? 'apertium-apy',
    modesDir: options.apertiumModesDir ?? '/usr/share/apertium/modes',
    log: options.log,
  });
}

export interface WordTranslationEngineOptions {
  dictdDir?: string;
  /** Stands in for pairs no FreeDict dictionary covers (pass the sentence engine). */
  sentenceEngine?: TranslationEngine;
}

/** Single-word translation from the installed FreeDict dictionaries. */
export function createWordTranslationEngine(
  options: WordTranslationEngineOptions = {},
): WordTranslationEngine {
  return new FreedictWordEngine({
    dictdDir: options.dictdDir ?? '/usr/share/dictd',
    sentenceEngine: options.sentenceEngine,
  });
}
