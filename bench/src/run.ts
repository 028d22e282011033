// `npm run bench`: runs every benchmark; each prints ratios against a baseline from this run.
// `npm run bench <name>` runs one of them (httpThroughput, webPerformance, prediction, dictionary, ocr,
// textToSpeech, translation, speechToText, motes, extensionContentScript, uploadMemory).
import { dictionary } from './dictionary.bench.js';
import { extensionContentScript } from './extensionContentScript.js';
import { httpThroughput } from './httpThroughput.bench.js';
import { motes } from './motes.bench.js';
import { ocr } from './ocr.bench.js';
import { prediction } from './prediction.bench.js';
import { speechToText } from './speechToText.bench.js';
import { textToSpeech } from './textToSpeech.bench.js';
import { translation } from './translation.bench.js';
import { uploadMemory } from './uploadMemory.js';
import { webPerformance } from './webPerformance.bench.js';

const benchmarks: Record<string, () => Promise<void>> = {
  httpThroughput,
  webPerformance,
  prediction,
  dictionary,
  ocr,
  textToSpeech,
  translation,
  speechToText,
  motes,
  extensionContentScript,
  uploadMemory,
};
const only = process.argv[2];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only && only !== name) continue;
  await benchmark();
}
