// Issue 4 "Lighthouse-style budgets", measured in Debian Chromium against the built server:
// (1) the JavaScript the home page loads, gzipped, against the 150 KB budget; (2) the home
// page's largest contentful paint (median of cold loads in fresh profiles) against a minimal
// HTML page served by this process, also with the CPU slowed down 4×; (3) issue 6 item 6: the
// JavaScript a mote's share page /m/{id} loads, gzipped, against its 80 KB budget.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER } from '@motes/shared';
import { startMotesServer } from './servers.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.js';

/** Issue 4: "JavaScript for the home page under 150 KB gzipped" (1 KB = 1000 bytes, as Vite prints). */
const JS_BUDGET_BYTES = 150_000;
/** Issue 6 item 6: "under 80 KB of JavaScript gzipped for `/m/{id}`". */
const SHARE_JS_BUDGET_BYTES = 80_000;
const COLD_LOADS = Number(process.env.BENCH_LCP_LOADS ?? 5);
/** Scripts loaded when the page is idle (e.g. the help widget, §9: 3 s timeout) count too. */
const IDLE_WAIT_MS = 4000;
const VIEWPORT = { width: 1280, height: 720 };

const BASELINE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title>
<style>body{font-family:sans-serif;margin:2rem auto;max-width:60rem}h1{font-size:3rem}</style>
</head><body><main><h1>Voice notes for every learner</h1>
<p>A page with no script and no image: the fastest a page of text can paint here.</p>
</main></body></html>`;

/** The baseline: one static HTML page from a bare node:http server in this process. */
async function startBaselinePage(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(BASELINE_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no baseline address');
  return { url: `http://127.0.0.1:${address.port}/`, server };
}

/** Opens `url` in a fresh profile (empty cache), optionally with a slowed-down CPU. */
async function coldLoad<T>(
  browser: Browser,
  url: string,
  cpuSlowdown: number,
  measure: (page: Page) => Promise<T>,
  beforeLoad: (page: Page) => void = () => {},
): Promise<T> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US' });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    beforeLoad(page);
    await page.goto(url, { waitUntil: 'load' });
    // A page that keeps polling never goes quiet: give up waiting after a while.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    return await measure(page);
  } finally {
    await context.close();
  }
}

/**
 * The latest largest-contentful-paint candidate, in ms since navigation start. Browser code,
 * kept as text: this package is type-checked against Node's globals, not the DOM's.
 */
const LCP_SCRIPT = `new Promise((resolve) => {
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    resolve(last ? last.startTime : Number.NaN);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve(Number.NaN), 5000);
})`;

function largestContentfulPaint(page: Page): Promise<number> {
  return page.evaluate<number>(LCP_SCRIPT);
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function medianLcp(browser: Browser, url: string, cpuSlowdown: number): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < COLD_LOADS; i += 1) {
    samples.push(await coldLoad(browser, url, cpuSlowdown, largestContentfulPaint));
  }
  return median(samples);
}

interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

/** Every JavaScript file a cold load of `url` fetches, with its size gzipped (zlib default). */
async function pageScripts(browser: Browser, url: string): Promise<ScriptFile[]> {
  const bodies = new Map<string, Promise<Buffer>>();
  await coldLoad(
    browser,
    url,
    1,
    (page) => page.waitForTimeout(IDLE_WAIT_MS),
    (page) =>
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        const isScript = /javascript|ecmascript/.test(type) || /\.m?js$/.test(response.url());
        if (isScript && response.ok() && !bodies.has(response.url())) {
          bodies.set(response.url(), response.body());
        }
      }),
  );
  const files: ScriptFile[] = [];
  for (const [address, body] of bodies) {
    const bytes = await body;
    files.push({
      path: new URL(address).pathname,
      bytes: bytes.length,
      gzipBytes: gzipSync(bytes).length,
    });
  }
  return files.sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * A real mote to open: an anonymous device's mote generated from text by the TTS engine (a
 * transcript with word timings, as the share page shows it at its heaviest).
 */
async function createSharedMote(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/m/motes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_ID_HEADER]: randomUUID(),
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body: JSON.stringify({
      kind: 'generated',
      text: 'Read the first chapter together, then record your answers for the class.',
      language: 'en-US',
      title: 'Benchmark mote',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`POST m/motes: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { id: string }).id;
}

function printScripts(title: string, scripts: ScriptFile[], budgetBytes: number): void {
  const total = scripts.reduce((sum, file) => sum + file.gzipBytes, 0);
  console.log(`\n${title} JavaScript (cold load, ${scripts.length} files, gzip level 6)`);
  console.table(
    scripts.map((file) => ({
      file: file.path,
      KB: kb(file.bytes),
      'KB gzipped': kb(file.gzipBytes),
    })),
  );
  console.table([
    {
      case: `${title} JavaScript, gzipped`,
      KB: kb(total),
      'budget KB': kb(budgetBytes),
      'ratio to budget': (total / budgetBytes).toFixed(2),
      verdict: total <= budgetBytes ? 'PASS' : 'OVER',
    },
  ]);
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (Number.isFinite(value) ? Math.round(value) : 'n/a');

export async function webPerformance(): Promise<void> {
  if (!existsSync(CHROMIUM_EXECUTABLE)) {
    console.log(
      `\nHome page budgets: SKIPPED, no Chromium at ${CHROMIUM_EXECUTABLE} ` +
        '(Debian: apt-get install chromium; or set CHROMIUM_PATH)',
    );
    return;
  }
  const motes = await startMotesServer();
  const baseline = await startBaselinePage();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const home = `${motes.url}/`;
    printScripts('Home page', await pageScripts(browser, home), JS_BUDGET_BYTES);
    const moteId = await createSharedMote(motes.url);
    printScripts(
      'Share page /m/{id}',
      await pageScripts(browser, `${motes.url}/m/${moteId}`),
      SHARE_JS_BUDGET_BYTES,
    );

    const rows = [];
    for (const cpuSlowdown of [1, 4]) {
      const base = await medianLcp(browser, baseline.url, cpuSlowdown);
      const page = await medianLcp(browser, home, cpuSlowdown);
      const cpu = cpuSlowdown === 1 ? 'CPU 1×' : `CPU ${cpuSlowdown}× slower`;
      rows.push({
        case: `static HTML baseline, ${cpu}`,
        'LCP ms': ms(base),
        'ratio to baseline': '1.00',
      });
      rows.push({
        case: `home page /, ${cpu}`,
        'LCP ms': ms(page),
        'ratio to baseline': (page / base).toFixed(2),
      });
    }
    console.log(
      `\nLargest contentful paint, median of ${COLD_LOADS} cold loads, ${VIEWPORT.width}×${VIEWPORT.height}, loopback`,
    );
    console.table(rows);
  } finally {
    await browser.close();
    await new Promise((resolve) => baseline.server.close(resolve));
    await motes.stop();
  }
}
