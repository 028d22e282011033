// Issue 5 items 8 and 12: text prediction calls per second and the slowest calls (p99)
// against issue 5's budget of 20 ms per call, in process on the committed models. The
// baseline, measured in the same run, is the naive way to complete a word: scanning the whole
// English vocabulary for the prefix and keeping the 5 most frequent matches.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  createPredictionEngine,
  type PredictInput,
  type UserWordCounts,
} from '../../apps/server/src/engines/prediction/index.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Issue 5 item 8: "answers in under 20 ms per call". */
const BUDGET_MS = 20;
const LIMIT = 5;
const modelsDir = fileURLToPath(
  new URL('../../apps/server/src/engines/prediction/models/', import.meta.url),
);

/** Every keystroke of a few sentences: each prefix is one call, as a typing client makes. */
function keystrokes(sentences: string[]): string[] {
  return sentences.flatMap((sentence) =>
    Array.from({ length: sentence.length + 1 }, (_, i) => sentence.slice(0, i)),
  );
}

const english = keystrokes([
  'I would like to go to the park with my friends tomorrow afternoon.',
  'She said that the house was much bigger than we expected. ',
  'Can you help me with my homework before dinner? ',
]);
const french = keystrokes(["Bonjour, je voudrais aller à l'école avec mes amis demain matin. "]);
/** What the route reads for a signed-in user with a long history: the most it passes. */
const userWords: UserWordCounts[] = Array.from({ length: 20 }, (_, i) => ({
  word: `word${i}`,
  total: 10 + i,
  afterPrevious: i % 3,
}));

interface Result {
  case: string;
  callsPerSecond: number;
  p99Ms: number;
}

/** Calls `call` on the inputs in turn for `seconds`, timing each call. */
async function timeCalls(
  label: string,
  inputs: string[],
  call: (before: string) => unknown,
): Promise<Result> {
  const durations: number[] = [];
  const end = performance.now() + seconds * 1000;
  let calls = 0;
  const started = performance.now();
  while (performance.now() < end) {
    const before = inputs[calls % inputs.length]!;
    const t0 = performance.now();
    await call(before);
    durations.push(performance.now() - t0);
    calls += 1;
  }
  const elapsed = (performance.now() - started) / 1000;
  durations.sort((a, b) => a - b);
  return {
    case: label,
    callsPerSecond: calls / elapsed,
    p99Ms: durations[Math.floor(durations.length * 0.99)]!,
  };
}

/** The baseline: a linear scan of the vocabulary (most frequent first) for the partial word. */
function linearScanCompleter(): (before: string) => string[] {
  const file = JSON.parse(gunzipSync(readFileSync(`${modelsDir}/en.json.gz`)).toString('utf8'));
  const words = file.words as string[];
  return (before) => {
    const partial = /[\p{L}'-]*$/u.exec(before)![0].toLowerCase();
    const found: string[] = [];
    for (const word of words) {
      if (word.toLowerCase().startsWith(partial)) found.push(word);
      if (found.length === LIMIT) break;
    }
    return found;
  };
}

export async function prediction(): Promise<void> {
  const engine = createPredictionEngine({ modelsDir });
  const loads: string[] = [];
  for (const language of ['en', 'fr']) {
    const t0 = performance.now();
    await engine.model(language);
    loads.push(`${language} ${(performance.now() - t0).toFixed(0)} ms`);
  }
  const predict = (input: Omit<PredictInput, 'limit'>) =>
    engine.predict({ ...input, limit: LIMIT });

  const scan = linearScanCompleter();
  const baseline = await timeCalls('linear scan of the vocabulary (baseline)', english, scan);
  const results = [
    await timeCalls('ngram, English', english, (before) => predict({ language: 'en-US', before })),
    await timeCalls('ngram, English + 20 user words', english, (before) =>
      predict({ language: 'en-US', before, userWords }),
    ),
    await timeCalls('ngram, French', french, (before) => predict({ language: 'fr-FR', before })),
  ];
  await engine.close();

  console.log(
    `\nText prediction, one call per keystroke, ${seconds} s each, in process (model load: ${loads.join(', ')})`,
  );
  console.table(
    [baseline, ...results].map((result) => ({
      case: result.case,
      'calls/s': Math.round(result.callsPerSecond),
      'p99 ms': Number(result.p99Ms.toFixed(3)),
      'ratio to baseline': (result.callsPerSecond / baseline.callsPerSecond).toFixed(2),
      [`p99 vs ${BUDGET_MS} ms budget`]:
        result === baseline ? '' : result.p99Ms < BUDGET_MS ? 'PASS' : 'OVER',
    })),
  );
}
