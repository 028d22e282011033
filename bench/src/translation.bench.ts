// Issue 5 item 12, translation: latency per call of the translation engines, against a bare
// HTTP round trip to the same apertium-apy measured in this run (what any caller of APY pays).
// Sentence translation warm (direct en→es, and en→fr through the Spanish pivot), the first
// call of a fresh engine (starting APY and loading the pair), and FreeDict word lookups.
import { ApertiumServer } from '../../apps/server/src/engines/translation/apertiumServer.js';
import {
  createTranslationEngine,
  createWordTranslationEngine,
} from '../../apps/server/src/engines/translation/index.js';

const CALLS = Number(process.env.BENCH_TRANSLATION_CALLS ?? 200);
const WORD_CALLS = CALLS * 10;
const MODES_DIR = '/usr/share/apertium/modes';
const SENTENCE = 'Please open your books and read the first page with your partner.';
/** Common words, so lookups land in different parts of the dictionaries. */
const WORDS = [
  'house',
  'book',
  'water',
  'teacher',
  'read',
  'open',
  'page',
  'school',
  'green',
  'run',
];
const WARM_UP_CALLS = 10;

interface Latency {
  label: string;
  calls: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
}

/** Runs `call` a few times to warm up (unless `cold`), then `calls` times in a row. */
async function time(
  label: string,
  calls: number,
  call: (index: number) => Promise<unknown>,
  { cold = false } = {},
): Promise<Latency> {
  for (let i = 0; !cold && i < WARM_UP_CALLS; i++) await call(i);
  const samples: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await call(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const at = (fraction: number) =>
    samples[Math.min(samples.length - 1, Math.floor(fraction * samples.length))]!;
  return {
    label,
    calls,
    meanMs: samples.reduce((sum, sample) => sum + sample, 0) / samples.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
  };
}

export async function translation(): Promise<void> {
  if (!ApertiumServer.findBinary('apertium-apy')) {
    console.log('\nTranslation: skipped (apertium-apy is not installed)');
    return;
  }
  const apy = new ApertiumServer({ apyBinary: 'apertium-apy', modesDir: MODES_DIR });
  const apyUrl = await apy.url();
  const engine = createTranslationEngine({ provider: 'apertium', apyUrl });
  const fresh = createTranslationEngine({ provider: 'apertium' });
  const words = createWordTranslationEngine();
  try {
    const bareCall = async () => {
      const body = new URLSearchParams({
        q: SENTENCE,
        langpair: 'eng|spa',
        markUnknown: 'no',
        format: 'txt',
      });
      const response = await fetch(`${apyUrl}/translate`, { method: 'POST', body });
      await response.json();
    };
    const baseline = await time(
      'bare HTTP POST to APY /translate en→es (baseline)',
      CALLS,
      bareCall,
    );
    const results = [
      await time('engine.translate en→es, warm', CALLS, () =>
        engine.translate({ text: SENTENCE, from: 'en-US', to: 'es-ES' }),
      ),
      await time('engine.translate en→fr via es, warm', CALLS, () =>
        engine.translate({ text: SENTENCE, from: 'en-US', to: 'fr-FR' }),
      ),
      await time(
        'first call of a fresh engine (starts APY, loads en→es)',
        1,
        () => fresh.translate({ text: SENTENCE, from: 'en-US', to: 'es-ES' }),
        { cold: true },
      ),
      await time(
        'first word lookup en→de (loads a 464k-line index)',
        1,
        () => words.translateWord({ word: 'house', from: 'en-US', to: 'de-DE' }),
        { cold: true },
      ),
      await time('word lookup en→es (FreeDict), warm', WORD_CALLS, (i) =>
        words.translateWord({ word: WORDS[i % WORDS.length]!, from: 'en-US', to: 'es-ES' }),
      ),
      await time('word lookup en→de (FreeDict), warm', WORD_CALLS, (i) =>
        words.translateWord({ word: WORDS[i % WORDS.length]!, from: 'en-US', to: 'de-DE' }),
      ),
    ];
    console.log(
      `\nTranslation latency per call (sequential), ${SENTENCE.length}-character sentence`,
    );
    console.table(
      [baseline, ...results].map((result) => ({
        case: result.label,
        calls: result.calls,
        'mean ms': result.meanMs.toFixed(2),
        'p50 ms': result.p50Ms.toFixed(2),
        'p99 ms': result.p99Ms.toFixed(2),
        'ratio to baseline': (result.meanMs / baseline.meanMs).toFixed(2),
      })),
    );
  } finally {
    await Promise.all([engine.close(), fresh.close(), words.close(), apy.close()]);
  }
}
