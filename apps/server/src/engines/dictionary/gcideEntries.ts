import type { DictionaryEntry, PartOfSpeech } from '@motes/shared';

/**
 * Reads the senses out of GCIDE entries (Webster's 1913 with later additions, as Debian's
 * `dict-gcide` ships them for dictd). An entry is plain text laid out by indentation:
 *
 *     Because \Be*cause"\, conj. [OE. bycause; by + cause.]
 *        1. By or for the cause that; on this account that; for the
 *           reason that. --Milton.
 *           [1913 Webster]
 *
 *                 And the multitude rebuked them because they should …
 *                                                         --Matt. xx. 31.
 *
 * — a header (headword, `\pronunciation\`, part of speech, `[etymology]`, which may run over
 * several lines), then numbered senses at three spaces (or one unnumbered definition), each
 * closed by its source in brackets; quotations are indented further, their author after
 * `--`. Cross references are in braces. Notes, synonyms and phrases (`{Because of}, …`) are
 * left out: a reader wants the senses of `word`.
 */
export function gcideEntries(word: string, texts: string[]): DictionaryEntry[] {
  const wanted = word.trim().toLowerCase();
  // The index also files some entries under words they merely mention (`she` → Personal).
  return [...new Set(texts)]
    .flatMap(parseEntry)
    .filter((entry) => entry.lemma.toLowerCase() === wanted);
}

/** The most quotations kept as examples per sense: 1913 quotations are long. */
const EXAMPLES_PER_SENSE = 2;

/** Quotations are indented deeper than a sense's wrapped lines (6) and sub-senses (6). */
const QUOTATION_INDENT = 8;

/** GCIDE's part-of-speech abbreviations, by how they begin. */
const PARTS_OF_SPEECH: Array<[RegExp, PartOfSpeech]> = [
  [/^n\./, 'noun'],
  [/^v\./, 'verb'],
  [/^(a|adj)\./, 'adjective'],
  [/^adv\./, 'adverb'],
  [/^pron\./, 'pronoun'],
  [/^prep\./, 'preposition'],
  [/^conj\./, 'conjunction'],
  [/^interj\./, 'interjection'],
  [/^(definite |indefinite )?article/, 'article'],
];

function parseEntry(text: string): DictionaryEntry[] {
  const lines = text.split('\n');
  const headerEnd = endOfHeader(lines);
  const header = lines.slice(0, headerEnd).join(' ');
  const headword = /^(.+?) \\/.exec(header)?.[1];
  if (!headword) return [];
  const partOfSpeech = partOfSpeechOf(header);
  // GCIDE capitalises every headword: `Because`, but `USA` stays as written.
  const lemma = /^[A-Z][^A-Z]*$/.test(headword) ? headword.toLowerCase() : headword;
  return senses(lines.slice(headerEnd)).map((sense) => ({
    lemma,
    partOfSpeech,
    definition: sense.definition,
    examples: sense.examples.slice(0, EXAMPLES_PER_SENSE),
    synonyms: [],
  }));
}

/**
 * The header runs until a line ends with its parentheses and brackets all closed and not on
 * a comma (`The \The\ (… 37),` goes on with `definite article. [AS. …]`).
 */
function endOfHeader(lines: string[]): number {
  let depth = 0;
  for (let i = 0; i < lines.length; i += 1) {
    for (const character of lines[i]!) {
      if (character === '(' || character === '[') depth += 1;
      if (character === ')' || character === ']') depth -= 1;
    }
    if (depth <= 0 && !lines[i]!.trimEnd().endsWith(',')) return i + 1;
  }
  return lines.length;
}

/** `Be*cause"\, conj. [OE…` → conjunction: what follows the pronunciation(s) and a comma. */
function partOfSpeechOf(header: string): PartOfSpeech | null {
  const afterPronunciation = header
    .replace(/^.+?\\[^\\]*\\/, '')
    .replace(/^\s*\([^)]*\)/, '')
    .replace(/^\s*,\s*/, '');
  return PARTS_OF_SPEECH.find(([pattern]) => pattern.test(afterPronunciation))?.[1] ?? null;
}

interface Sense {
  definition: string;
  examples: string[];
}

/**
 * Numbered senses (`   1. …`) when there are any, else the one definition at the top.
 * A sense's text runs until its `[source]` line; deeper-indented blocks after it are
 * quotations, until the next line at three spaces (the next sense, a note, a phrase).
 */
function senses(body: string[]): Sense[] {
  const numbered = body.some((line) => /^ {3}\d+\. /.test(line));
  const found: Sense[] = [];
  let current: { text: string[]; examples: string[][]; inText: boolean } | undefined;
  const finish = () => {
    if (!current) return;
    const definition = clean(current.text.join(' '));
    const examples = current.examples.map((lines) => clean(lines.join(' '))).filter(Boolean);
    if (definition) found.push({ definition, examples });
    current = undefined;
  };
  for (const line of body) {
    const indent = line.length - line.trimStart().length;
    const content = line.trim();
    if (/^\[[^\]]+\]$/.test(content)) {
      // The sense's source (`[1913 Webster]`): quotations may follow.
      if (current) {
        current.inText = false;
        current.examples.push([]);
      }
      continue;
    }
    if (indent === 3 && content) {
      const number = /^\d+\. /.exec(content);
      // An unnumbered definition wraps at three spaces too.
      if (!number && current?.inText) {
        current.text.push(content);
        continue;
      }
      finish();
      // Unnumbered entries have one definition: the first block at three spaces.
      if (number || (!numbered && found.length === 0)) {
        current = { text: [content.slice(number?.[0].length ?? 0)], examples: [], inText: true };
      }
      continue;
    }
    if (!current) continue;
    if (!content) {
      current.inText = false;
      continue;
    }
    if (current.inText) current.text.push(content);
    else if (indent >= QUOTATION_INDENT) current.examples.at(-1)?.push(content);
    else current.examples.push([]); // a sub-sense or note: it ends the quotation
  }
  finish();
  return found;
}

/** Joins wrapped lines, drops cross-reference braces and a trailing `--Author.` citation. */
function clean(text: string): string {
  return text
    .replace(/[{}]/g, '')
    .replace(/\s+--\s?[A-Z].*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/^"(.*)"$/, '$1')
    .trim();
}
