import autocannon from 'autocannon';

export interface Measurement {
  label: string;
  requestsPerSecond: number;
  latencyP99Ms: number;
  errors: number;
  non2xx: number;
}

/** Loads one URL for a fixed time over loopback and reports the mean requests per second. */
export async function measure(
  label: string,
  url: string,
  seconds: number,
  connections = 50,
): Promise<Measurement> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    label,
    requestsPerSecond: result.requests.average,
    latencyP99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Prints a table of measurements with each one's ratio to the baseline measured in this run. */
export function report(title: string, baseline: Measurement, others: Measurement[]): void {
  console.log(`\n${title}`);
  const rows = [baseline, ...others].map((m) => ({
    case: m.label,
    'req/s': Math.round(m.requestsPerSecond),
    'p99 ms': m.latencyP99Ms,
    errors: m.errors + m.non2xx,
    'ratio to baseline': (m.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
  }));
  console.table(rows);
}
