// `npm run bench`: runs every benchmark; each prints ratios against a baseline from this run.
// `npm run bench <name>` runs one of them (httpThroughput, webPerformance).
import { httpThroughput } from './httpThroughput.bench.js';
import { webPerformance } from './webPerformance.bench.js';

const benchmarks: Record<string, () => Promise<void>> = { httpThroughput, webPerformance };
const only = process.argv[2];
for (const [name, benchmark] of Object.entries(benchmarks)) {
  if (only && only !== name) continue;
  await benchmark();
}
