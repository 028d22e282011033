import type { CapabilitySupport, TranslationRequest, TranslationResponse } from '@motes/shared';
import { primaryLanguage } from '../engine.js';
import { requestJson } from './httpJson.js';
import {
  TranslationUnavailableError,
  UnsupportedPairError,
  type PairSupport,
  type TranslationEngine,
} from './translationEngine.js';

export interface LibreTranslateEngineOptions {
  /** The service's base URL, e.g. `http://libretranslate:5000`. */
  url: string;
  /** Sent as `api_key` when the service requires keys. */
  apiKey?: string;
}

/**
 * Codes LibreTranslate uses for regional forms the catalogue names by region (newer services
 * first, older ones second); other languages go by their primary subtag (`fr-CA` → `fr`).
 */
const SERVICE_CODES: Readonly<Record<string, readonly string[]>> = {
  'pt-br': ['pb'],
  'zh-cn': ['zh-Hans', 'zh'],
  'zh-tw': ['zh-Hant', 'zt'],
  'zh-hk': ['zh-Hant', 'zt'],
};

/**
 * The LibreTranslate API (`POST /translate`, `GET /languages`), for deployments that run
 * their own LibreTranslate or use a hosted one. It pivots by itself, so the path it reports
 * is the two languages asked for.
 */
export class LibreTranslateEngine implements TranslationEngine {
  readonly name = 'libretranslate';
  /** Source code → target codes, as the service names them. */
  private languages: Map<string, Set<string>> | undefined;
  private discovering: Promise<void> | undefined;

  constructor(private readonly options: LibreTranslateEngineOptions) {}

  support(languageCode: string): CapabilitySupport {
    if (!this.languages) return { available: false, reason: 'not_installed' };
    const reachable =
      primaryLanguage(languageCode) === 'en'
        ? this.serviceCode(languageCode) !== undefined
        : this.pair('en', languageCode) !== undefined;
    return reachable
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  discoverLanguages(): Promise<void> {
    if (this.languages) return Promise.resolve();
    return (this.discovering ??= this.fetchLanguages().finally(
      () => (this.discovering = undefined),
    ));
  }

  async canTranslate(from: string, to: string): Promise<PairSupport> {
    await this.discoverLanguages().catch(() => {});
    if (!this.languages) return { available: false, reason: 'not_installed' };
    return this.pair(from, to)
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  async translate({ text, from, to }: TranslationRequest): Promise<TranslationResponse> {
    await this.discoverLanguages();
    const pair = this.pair(from, to);
    if (!pair) throw new UnsupportedPairError(from, to);
    const { status, body } = await requestJson(`${this.base()}/translate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: text,
        source: pair[0],
        target: pair[1],
        format: 'text',
        ...(this.options.apiKey ? { api_key: this.options.apiKey } : {}),
      }),
    });
    const answer = body as { translatedText?: unknown; error?: unknown };
    if (status === 200 && typeof answer.translatedText === 'string') {
      return { translation: answer.translatedText, engine: this.name, path: [from, to] };
    }
    // 400 is a language the service lost since we listed them; 403 a wrong key; 429 its quota.
    throw new TranslationUnavailableError(`LibreTranslate answered ${status}: ${answer.error}`);
  }

  /** Nothing to stop: each call is one HTTP request. */
  async close(): Promise<void> {}

  private async fetchLanguages(): Promise<void> {
    const { status, body } = await requestJson(`${this.base()}/languages`);
    if (status !== 200 || !Array.isArray(body)) {
      throw new TranslationUnavailableError(`LibreTranslate /languages answered ${status}`);
    }
    this.languages = new Map(
      (body as { code: string; targets?: string[] }[]).map((language) => [
        language.code,
        new Set(language.targets ?? []),
      ]),
    );
  }

  /** The service's codes for a pair of catalogue languages, when it translates between them. */
  private pair(from: string, to: string): [string, string] | undefined {
    const source = this.serviceCode(from);
    const target = this.serviceCode(to);
    if (!source || !target || source === target) return undefined;
    return this.languages!.get(source)!.has(target) ? [source, target] : undefined;
  }

  private serviceCode(languageCode: string): string | undefined {
    const candidates = [
      ...(SERVICE_CODES[languageCode.toLowerCase()] ?? []),
      languageCode,
      primaryLanguage(languageCode),
    ].map((code) => code.toLowerCase());
    const known = [...this.languages!.keys()];
    for (const candidate of candidates) {
      const code = known.find((service) => service.toLowerCase() === candidate);
      if (code) return code;
    }
    return undefined;
  }

  private base(): string {
    return this.options.url.replace(/\/+$/, '');
  }
}
