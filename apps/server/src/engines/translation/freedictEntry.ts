import type { WordTranslationEntry } from '@motes/shared';

/**
 * Reads one FreeDict entry as Debian's `dict-freedict-*` files write it:
 *
 * ```
 * maison /mɛzɔ̃/ <n, fem>              headword, pronunciation, grammar
 * 1. house, home                       numbered senses, or one unnumbered line
 * 2. firm
 *  [coll.] Aalmolche <pl>, … [zool.]   labels and grammar inside a sense (eng-deu)
 *       "build a house"  - ein Haus bauen        examples, notes and cross-references,
 *          Note: …                               which are not translations
 *  see: {houses}, {open house}
 * ```
 */
export function parseFreedictEntry(text: string): WordTranslationEntry {
  const [first = '', ...rest] = text.split('\n');
  const head = /^(.*?)(?:\s+\/([^/]*)\/)?((?:\s*<[^>]*>)*)\s*$/.exec(first)!;
  const grammar = [...head[3]!.matchAll(/<([^>]*)>/g)].map((tag) => tag[1]!.trim());
  const translations = new Set<string>();
  for (const line of rest) {
    const sense = line.trim();
    if (!sense || /^(?:"|[A-Za-z]+:\s)/.test(sense)) continue;
    for (const item of splitTopLevel(sense.replace(/^\d+\.\s+/, ''))) {
      const translation = item
        .replace(/<[^>]*>|\[[^\]]*\]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (translation) translations.add(translation);
    }
  }
  return {
    headword: head[1]!.trim(),
    ...(head[2] ? { pronunciation: `/${head[2]}/` } : {}),
    ...(grammar.length > 0 ? { partOfSpeech: grammar.join(', ') } : {}),
    translations: [...translations],
  };
}

/** Splits at commas outside brackets: `Haus <neut>, Heim (für Kinder, Alte)` → 2 items. */
function splitTopLevel(sense: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sense.length; i++) {
    const char = sense[i]!;
    if ('(<[{'.includes(char)) depth += 1;
    else if (')>]}'.includes(char)) depth = Math.max(0, depth - 1);
    else if (char === ',' && depth === 0) {
      items.push(sense.slice(start, i));
      start = i + 1;
    }
  }
  items.push(sense.slice(start));
  return items;
}
