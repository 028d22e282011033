// Requests per second of the product's HTTP stack against a bare node:http baseline measured
// in the same run: the liveness route (framework cost) and a database point read (framework +
// embedded PGlite, and PostgreSQL too when BENCH_DATABASE_URL is set).
import { measure, report, type Measurement } from './measure.js';
import { startBareServer, startMotesServer, type BenchServer } from './servers.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function withServer<T>(
  start: Promise<BenchServer>,
  body: (server: BenchServer) => Promise<T>,
): Promise<T> {
  const server = await start;
  try {
    return await body(server);
  } finally {
    await server.stop();
  }
}

export async function httpThroughput(): Promise<void> {
  const baseline = await withServer(startBareServer(), (s) =>
    measure('bare node:http (baseline)', `${s.url}/`, seconds),
  );
  const results: Measurement[] = [];
  await withServer(startMotesServer(), async (s) => {
    results.push(await measure('GET /api/z/health', `${s.url}/api/z/health`, seconds));
    results.push(
      await measure('GET /api/z/info (PGlite point read)', `${s.url}/api/z/info`, seconds),
    );
  });
  if (process.env.BENCH_DATABASE_URL) {
    await withServer(
      startMotesServer({ DATABASE_URL: process.env.BENCH_DATABASE_URL }),
      async (s) => {
        results.push(
          await measure('GET /api/z/info (PostgreSQL point read)', `${s.url}/api/z/info`, seconds),
        );
      },
    );
  }
  report(`HTTP throughput, 50 connections, ${seconds} s each, loopback`, baseline, results);
}
