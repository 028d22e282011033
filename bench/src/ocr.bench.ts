// Issue 5 items 7 and 12: OCR time per image, in process, with the real tesseract.js engine
// and the shipped English data. The baseline, measured in the same run, is what "select area
// to read" sends: a crop of three lines of text. Against it, the same crop as JPEG and WebP,
// and the whole page the crop was taken from (1280 px wide, with more text below): what it
// would cost to read the page and pick the area afterwards. Images are rendered by Debian's
// Chromium.
import { createOcrEngine } from '../../apps/server/src/engines/ocr/index.js';
import { renderTextImages } from '../../apps/server/src/engines/ocr/textImageTestSupport.js';

const RUNS = Number(process.env.BENCH_OCR_RUNS ?? 10);

interface Result {
  case: string;
  medianMs: number;
  maxMs: number;
  exact: boolean;
}

export async function ocr(): Promise<void> {
  const lines = ['The quick brown fox', 'jumps over the lazy dog', 'while children read books'];
  const images = await renderTextImages(lines);
  const engine = createOcrEngine();

  // The first image also starts the worker and warms it up: reported apart.
  const t0 = performance.now();
  await engine.recognize(images.crop, 'en-US');
  const firstCallMs = performance.now() - t0;

  const time = async (label: string, image: Buffer): Promise<Result> => {
    const durations: number[] = [];
    let exact = true;
    for (let run = 0; run < RUNS; run += 1) {
      const started = performance.now();
      const { text } = await engine.recognize(image, 'en-US');
      durations.push(performance.now() - started);
      exact &&= text.startsWith(lines.join('\n'));
    }
    durations.sort((a, b) => a - b);
    return {
      case: label,
      medianMs: durations[Math.floor(durations.length / 2)]!,
      maxMs: durations[durations.length - 1]!,
      exact,
    };
  };

  const baseline = await time('3-line crop, PNG (baseline)', images.crop);
  const results = [
    await time('3-line crop, JPEG', images.cropJpeg),
    await time('3-line crop, WebP', images.cropWebp),
    await time('whole page, PNG', images.page),
  ];
  await engine.close();

  console.log(
    `\nOCR, ${RUNS} runs per image, in process (worker start and first image: ${firstCallMs.toFixed(0)} ms)`,
  );
  console.table(
    [baseline, ...results].map((result) => ({
      case: result.case,
      'median ms': Math.round(result.medianMs),
      'max ms': Math.round(result.maxMs),
      '3 lines read exactly': result.exact,
      'time ratio to baseline': (result.medianMs / baseline.medianMs).toFixed(2),
    })),
  );
}
