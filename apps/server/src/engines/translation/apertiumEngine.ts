import type { CapabilitySupport, TranslationRequest, TranslationResponse } from '@motes/shared';
import { primaryLanguage } from '../engine.js';
import { ApertiumPairs, routeAsBcp47 } from './apertiumPairs.js';
import { ApertiumServer } from './apertiumServer.js';
import { requestJson } from './httpJson.js';
import {
  TranslationUnavailableError,
  UnsupportedPairError,
  type PairSupport,
  type TranslationEngine,
} from './translationEngine.js';

export interface ApertiumEngineOptions {
  /** An APY run elsewhere (`http://apy:2737`); when absent, this server runs its own. */
  apyUrl?: string;
  /** The `apertium-apy` script to run (a path or a name on PATH). */
  apyBinary: string;
  /** The installed pairs' `.mode` files: what the server's own APY loads. */
  modesDir: string;
  log?: (message: string) => void;
}

interface ApyAnswer {
  responseData?: { translatedText?: unknown };
  explanation?: string;
}

/**
 * Sentence translation through Apertium's HTTP server, APY: directly where a pair exists,
 * else through Spanish (`/translateChain`, one request). Unknown words are left as they are
 * (`markUnknown=no`) rather than starred, and the text is plain text, not HTML.
 */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium';
  private readonly server: ApertiumServer | undefined;
  private pairs: ApertiumPairs | undefined;
  private discovering: Promise<void> | undefined;

  constructor(private readonly options: ApertiumEngineOptions) {
    this.server = options.apyUrl ? undefined : new ApertiumServer(options);
  }

  /** The server's own APY process id while it runs; undefined with an external APY. */
  get apyPid(): number | undefined {
    return this.server?.pid;
  }

  support(languageCode: string): CapabilitySupport {
    const pairs = this.installedPairs();
    if (!pairs) return { available: false, reason: 'not_installed' };
    const reachable =
      primaryLanguage(languageCode) === 'en'
        ? pairs.knows('en')
        : pairs.route('en', languageCode) !== undefined;
    return reachable
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  discoverLanguages(): Promise<void> {
    if (!this.options.apyUrl || this.pairs) return Promise.resolve();
    return (this.discovering ??= this.listPairs().finally(() => (this.discovering = undefined)));
  }

  async canTranslate(from: string, to: string): Promise<PairSupport> {
    await this.discoverLanguages().catch(() => {});
    const pairs = this.installedPairs();
    if (!pairs) return { available: false, reason: 'not_installed' };
    return pairs.route(from, to)
      ? { available: true, engine: this.name }
      : { available: false, reason: 'language_not_supported' };
  }

  async translate({ text, from, to }: TranslationRequest): Promise<TranslationResponse> {
    await this.discoverLanguages();
    const route = this.installedPairs()?.route(from, to);
    if (!route) throw new UnsupportedPairError(from, to);
    const base = this.options.apyUrl ?? (await this.server!.url());
    const form = new URLSearchParams({ q: text, markUnknown: 'no', format: 'txt' });
    form.set(route.length === 2 ? 'langpair' : 'langpairs', route.join('|'));
    const endpoint = route.length === 2 ? 'translate' : 'translateChain';
    const { status, body } = await requestJson(`${trimSlash(base)}/${endpoint}`, {
      method: 'POST',
      body: form,
    });
    const answer = body as ApyAnswer;
    const translation = answer.responseData?.translatedText;
    if (status === 200 && typeof translation === 'string') {
      return { translation, engine: this.name, path: routeAsBcp47(route) };
    }
    // APY says 400 "That pair is not installed" when its pairs changed since we listed them.
    if (status === 400) throw new UnsupportedPairError(from, to);
    throw new TranslationUnavailableError(`apertium-apy answered ${status}: ${answer.explanation}`);
  }

  async close(): Promise<void> {
    await this.server?.close();
  }

  /** The pairs this engine can use, or undefined when there is no Apertium to use. */
  private installedPairs(): ApertiumPairs | undefined {
    if (!this.pairs && this.server) {
      // Read once: installing a pair or APY takes a server restart to be seen.
      this.pairs = ApertiumServer.findBinary(this.options.apyBinary)
        ? ApertiumPairs.fromModesDir(this.options.modesDir)
        : new ApertiumPairs([]);
    }
    return this.pairs && !this.pairs.isEmpty ? this.pairs : undefined;
  }

  private async listPairs(): Promise<void> {
    const { status, body } = await requestJson(`${trimSlash(this.options.apyUrl!)}/listPairs`);
    const list = (body as { responseData?: { sourceLanguage: string; targetLanguage: string }[] })
      .responseData;
    if (status !== 200 || !Array.isArray(list)) {
      throw new TranslationUnavailableError(`apertium-apy /listPairs answered ${status}`);
    }
    this.pairs = new ApertiumPairs(list.map((pair) => [pair.sourceLanguage, pair.targetLanguage]));
  }
}

function trimSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
