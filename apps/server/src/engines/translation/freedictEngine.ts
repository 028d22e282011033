import { readdirSync } from 'node:fs';
import path from 'node:path';
import type {
  CapabilitySupport,
  WordTranslationRequest,
  WordTranslationResponse,
} from '@motes/shared';
import { openDictdDictionary, type DictdDictionary } from '../dictd/index.js';
import { primaryLanguage } from '../engine.js';
import { parseFreedictEntry } from './freedictEntry.js';
import { iso6393Codes } from './languageCodes.js';
import {
  UnsupportedPairError,
  type PairSupport,
  type TranslationEngine,
  type WordTranslationEngine,
} from './translationEngine.js';

export interface FreedictEngineOptions {
  /** Where `freedict-<from>-<to>.index` and `.dict.dz` are (Debian: /usr/share/dictd). */
  dictdDir: string;
  /**
   * Translates words between languages no installed dictionary covers (DESIGN.md: at scale,
   * "the sentence provider"). Without it, those pairs are not supported.
   */
  sentenceEngine?: TranslationEngine;
}

const FREEDICT_INDEX = /^freedict-([a-z]{3})-([a-z]{3})\.index$/;
/** Leading and trailing punctuation of a selected word: `books,` → `books`, `«casa»` → `casa`. */
const SURROUNDING_PUNCTUATION = /^[\p{P}\p{S}\s]+|[\p{P}\p{S}\s]+$/gu;

/**
 * Single-word translation from FreeDict dictionaries (issue 5 item 5), read directly from
 * their files. A language is supported when a dictionary goes from English into it or from
 * it into English; a pair when its own dictionary is installed (or the sentence engine can).
 */
export class FreedictWordEngine implements WordTranslationEngine {
  readonly name = 'freedict';
  /** `eng-spa` → the dictionary's path without extension; read from the directory once. */
  private installed: Map<string, string> | undefined;
  private readonly opened = new Map<string, DictdDictionary>();

  constructor(private readonly options: FreedictEngineOptions) {}

  support(languageCode: string): CapabilitySupport {
    const english = primaryLanguage(languageCode) === 'en';
    const covered = english
      ? this.dictionaries().size > 0
      : this.dictionaryName('en', languageCode) !== undefined ||
        this.dictionaryName(languageCode, 'en') !== undefined;
    if (covered) return { available: true, engine: this.name };
    const fallback = this.options.sentenceEngine?.support(languageCode);
    if (fallback?.available) return fallback;
    return this.dictionaries().size > 0 || fallback?.reason === 'language_not_supported'
      ? { available: false, reason: 'language_not_supported' }
      : { available: false, reason: 'not_installed' };
  }

  async canTranslate(from: string, to: string): Promise<PairSupport> {
    if (this.dictionaryName(from, to)) return { available: true, engine: this.name };
    if (this.options.sentenceEngine) return this.options.sentenceEngine.canTranslate(from, to);
    return this.dictionaries().size > 0
      ? { available: false, reason: 'language_not_supported' }
      : { available: false, reason: 'not_installed' };
  }

  async translateWord({
    word,
    from,
    to,
  }: WordTranslationRequest): Promise<WordTranslationResponse> {
    const headword = word.replace(SURROUNDING_PUNCTUATION, '');
    const name = this.dictionaryName(from, to);
    const sentenceEngine = this.options.sentenceEngine;
    if (!name && !sentenceEngine) throw new UnsupportedPairError(from, to);
    // dictd's own metadata entries (`00databaseinfo`…) are not words.
    if (!headword || headword.startsWith('00database')) {
      return { word, entries: [], engine: name ? this.name : sentenceEngine!.name };
    }
    if (name) {
      const texts = await this.open(name).lookup(headword);
      const entries = texts.map(parseFreedictEntry).filter((entry) => entry.translations.length);
      return { word, entries, engine: this.name };
    }
    const { translation, engine } = await sentenceEngine!.translate({ text: headword, from, to });
    // A sentence engine passes a word it does not know through unchanged: not a translation.
    const translated = translation.trim();
    const found = translated && translated.toLowerCase() !== headword.toLowerCase();
    return { word, entries: found ? [{ headword, translations: [translated] }] : [], engine };
  }

  async close(): Promise<void> {
    await Promise.all([...this.opened.values()].map((dictionary) => dictionary.close()));
    this.opened.clear();
  }

  private dictionaries(): Map<string, string> {
    if (!this.installed) {
      let files: string[];
      try {
        files = readdirSync(this.options.dictdDir);
      } catch {
        files = []; // no dictd dictionaries installed
      }
      this.installed = new Map(
        files.flatMap((file) => {
          const match = FREEDICT_INDEX.exec(file);
          if (!match) return [];
          const base = path.join(this.options.dictdDir, file.replace(/\.index$/, ''));
          return [[`${match[1]}-${match[2]}`, base] as const];
        }),
      );
    }
    return this.installed;
  }

  /** The installed dictionary from one catalogue language into another (`eng-spa`). */
  private dictionaryName(from: string, to: string): string | undefined {
    const installed = this.dictionaries();
    for (const source of iso6393Codes(from)) {
      for (const target of iso6393Codes(to)) {
        if (installed.has(`${source}-${target}`)) return `${source}-${target}`;
      }
    }
    return undefined;
  }

  private open(name: string): DictdDictionary {
    let dictionary = this.opened.get(name);
    if (!dictionary) {
      dictionary = openDictdDictionary(this.dictionaries().get(name)!);
      this.opened.set(name, dictionary);
    }
    return dictionary;
  }
}
