import { readdirSync } from 'node:fs';
import { primaryLanguage } from '../engine.js';
import { bcp47FromIso6393, iso6393Codes } from './languageCodes.js';

/**
 * The language every indirect translation goes through (issue 5 item 5: "pivoting through
 * Spanish where no direct pair exists"): Apertium's pairs are mostly with Spanish.
 */
const PIVOT = 'spa';

/** One Apertium language as APY names it: ISO 639-3, sometimes with a variant (`por_BR`). */
const APERTIUM_LANGUAGE = '[a-z]{2,3}(?:_[A-Za-z0-9]+)?';
/** A pair's mode file, matched as APY's mode search does (`eng-spa.mode`, `es-pt_BR.mode`). */
const PAIR_MODE_FILE = new RegExp(`^(${APERTIUM_LANGUAGE})-(${APERTIUM_LANGUAGE})\\.mode$`);

/**
 * The Apertium pairs one APY serves, and the way from a catalogue language to another:
 * directly, else through Spanish. Languages are normalized as APY normalizes them (`es` and
 * `spa` are one language), so pairs read from mode files and from `/listPairs` compare.
 */
export class ApertiumPairs {
  private readonly pairs: Set<string>;

  constructor(pairs: Iterable<readonly [source: string, target: string]>) {
    this.pairs = new Set([...pairs].map(([source, target]) => pairKey(source, target)));
  }

  /** The pairs APY will serve from its modes directory (what `apertium-apy <dir>` loads). */
  static fromModesDir(modesDir: string): ApertiumPairs {
    let files: string[];
    try {
      files = readdirSync(modesDir);
    } catch {
      files = []; // no Apertium pair installed
    }
    return new ApertiumPairs(
      files.flatMap((file) => {
        const match = PAIR_MODE_FILE.exec(file);
        return match ? [[match[1]!, match[2]!] as const] : [];
      }),
    );
  }

  get isEmpty(): boolean {
    return this.pairs.size === 0;
  }

  /**
   * The Apertium languages a text goes through from `from` to `to` (catalogue codes), or
   * undefined when there is no way: `en-US` → `fr-FR` is `['eng', 'spa', 'fra']`. A regional
   * variant the pairs have is preferred (`pt-BR` → `por_BR`), else the language itself.
   */
  route(from: string, to: string): string[] | undefined {
    if (primaryLanguage(from) === primaryLanguage(to)) return undefined;
    const sources = apertiumCandidates(from);
    const targets = apertiumCandidates(to);
    for (const source of sources) {
      for (const target of targets) {
        if (this.has(source, target)) return [source, target];
      }
    }
    for (const source of sources) {
      for (const target of targets) {
        if (this.has(source, PIVOT) && this.has(PIVOT, target)) return [source, PIVOT, target];
      }
    }
    return undefined;
  }

  /** True when the language is a source or a target of any pair. */
  knows(language: string): boolean {
    const candidates = new Set(apertiumCandidates(language));
    for (const key of this.pairs) {
      const [source, target] = key.split('|') as [string, string];
      if (candidates.has(source) || candidates.has(target)) return true;
    }
    return false;
  }

  private has(source: string, target: string): boolean {
    return this.pairs.has(`${source}|${target}`);
  }
}

/** An Apertium route as BCP 47 codes for the answer: `['eng', 'spa', 'por_BR']` → `en, es, pt-BR`. */
export function routeAsBcp47(route: readonly string[]): string[] {
  return route.map((language) => {
    const [code, variant] = language.split('_');
    const bcp47 = bcp47FromIso6393(code!);
    return variant ? `${bcp47}-${variant}` : bcp47;
  });
}

/** APY's normalization of one side of a pair: `es` → `spa`, `pt_BR` → `por_BR`. */
function normalize(language: string): string {
  const [code, variant] = language.split('_');
  const iso = code!.length === 2 ? iso6393Codes(code!)[0]! : code!;
  return variant ? `${iso}_${variant}` : iso;
}

function pairKey(source: string, target: string): string {
  return `${normalize(source)}|${normalize(target)}`;
}

/** `pt-BR` → `['por_BR', 'por']`; `en` → `['eng']`. */
function apertiumCandidates(languageCode: string): string[] {
  const region = /^[a-z]{2,3}[-_]([A-Za-z]{2}|\d{3})(?:[-_]|$)/i.exec(languageCode)?.[1];
  return iso6393Codes(languageCode).flatMap((code) =>
    region ? [`${code}_${region.toUpperCase()}`, code] : [code],
  );
}
