// `npm run bench`: runs every benchmark; each prints ratios against a baseline from this run.
import { httpThroughput } from './httpThroughput.bench.js';

const benchmarks: Record<string, () => Promise<void>> = { httpThroughput };
const only = process.argv[2];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only && only !== name) continue;
  await benchmark();
}
