// Word error rate, the usual measure of speech recognition: the fewest word substitutions (S),
// deletions (D) and insertions (I) that turn the recognised words into the reference words,
// divided by the number of reference words (N): (S + D + I) / N.

export interface WordErrorRate {
  /** (S + D + I) / N; may exceed 1 when the hypothesis has many extra words. */
  rate: number;
  substitutions: number;
  deletions: number;
  insertions: number;
  /** N, the number of reference words. */
  referenceWords: number;
}

/**
 * Words for scoring: lower case, punctuation dropped (`Hello, world!` → `hello world`),
 * hyphens split words (`cold-hearted` → `cold hearted`), apostrophes inside words kept (`don't`).
 */
export function normaliseWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}']+/u)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word.length > 0);
}

/**
 * The word error rate of `hypothesis` against `reference`, both normalised first.
 * An empty reference scores 0 for an empty hypothesis and 1 otherwise.
 */
export function wordErrorRate(reference: string, hypothesis: string): WordErrorRate {
  const ref = normaliseWords(reference);
  const hyp = normaliseWords(hypothesis);
  // cost[j] after row i: the best edit of ref[0..i) into hyp[0..j), with its S/D/I counts.
  type Cell = { cost: number; s: number; d: number; i: number };
  let previous: Cell[] = hyp.map((_, j) => ({ cost: j, s: 0, d: 0, i: j }));
  previous.push({ cost: hyp.length, s: 0, d: 0, i: hyp.length });
  for (let i = 1; i <= ref.length; i += 1) {
    const current: Cell[] = [{ cost: i, s: 0, d: i, i: 0 }];
    for (let j = 1; j <= hyp.length; j += 1) {
      const diagonal = previous[j - 1]!;
      const same = ref[i - 1] === hyp[j - 1];
      const options: Cell[] = [
        same ? diagonal : { ...diagonal, cost: diagonal.cost + 1, s: diagonal.s + 1 },
        { ...previous[j]!, cost: previous[j]!.cost + 1, d: previous[j]!.d + 1 },
        { ...current[j - 1]!, cost: current[j - 1]!.cost + 1, i: current[j - 1]!.i + 1 },
      ];
      current.push(options.reduce((best, option) => (option.cost < best.cost ? option : best)));
    }
    previous = current;
  }
  const { s, d, i } = previous[hyp.length]!;
  const errors = s + d + i;
  return {
    rate: ref.length > 0 ? errors / ref.length : errors > 0 ? 1 : 0,
    substitutions: s,
    deletions: d,
    insertions: i,
    referenceWords: ref.length,
  };
}
