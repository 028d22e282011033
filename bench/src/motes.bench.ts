// Issue 6 item 11, against the built server on 127.0.0.1 with a real 60 s recording (flite
// speech in Opus/WebM, see motesRecording.ts), each beside a baseline measured in this run:
// (1) "stop → working share link": what the recorder does after stop (the api-client's tus
// upload, `POST m/motes`, then the share page answering 200) against a bare POST of the same
// bytes to a node:http server in this process; (2) the share page's time to playable audio
// in Chromium (`canplay` of its <audio>) against a static page with only an <audio> of the
// same bytes; (3) storage bytes per recorded minute against the same audio as PCM WAV.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import {
  createApiClient,
  createMote,
  getMote,
  moteAudioUrl,
  newIdempotencyKey,
  uploadResumable,
} from '@motes/api-client';
import type { Mote } from '@motes/shared';
import { makeRecording, RECORDING_SECONDS, type BenchRecording } from './motesRecording.js';
import { startMotesServer } from './servers.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './chromium.js';

const RUNS = Math.max(7, Number(process.env.BENCH_MOTES_RUNS ?? 7));
/** A share page whose audio never becomes playable counts as failed after this long. */
const CANPLAY_TIMEOUT_MS = 20_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const ms = (value: number) => value.toFixed(1);

/**
 * The baseline server in this process: `POST /upload` reads the whole body and answers 201;
 * `/` is a page with only an <audio> (preloading as the share page's does) of the recording,
 * served from `/audio.webm` with byte ranges, as the product serves audio.
 */
async function startBaselineServer(recording: BenchRecording): Promise<Server> {
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>
</head><body><audio src="/audio.webm" preload="metadata"></audio></body></html>`;
  const serveAudio = (request: IncomingMessage, response: ServerResponse) => {
    const bytes = recording.webm;
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
    const start = range?.[1] ? Number(range[1]) : 0;
    const end = range?.[2] ? Math.min(Number(range[2]), bytes.length - 1) : bytes.length - 1;
    const headers = { 'content-type': 'audio/webm', 'accept-ranges': 'bytes' };
    if (range) {
      response.writeHead(206, {
        ...headers,
        'content-range': `bytes ${start}-${end}/${bytes.length}`,
      });
    } else {
      response.writeHead(200, headers);
    }
    response.end(bytes.subarray(start, end + 1));
  };
  const server = createServer((request, response) => {
    if (request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ bytes: Buffer.concat(chunks).length }));
      });
    } else if (request.url === '/audio.webm') {
      serveAudio(request, response);
    } else {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(page);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

function serverUrl(server: Server): string {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no baseline address');
  return `http://127.0.0.1:${address.port}`;
}

/** The baseline of (1): one POST of the recording's bytes, answered once all arrived. */
async function rawUpload(baseUrl: string, recording: BenchRecording): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream' },
    body: recording.webm,
  });
  const { bytes } = (await response.json()) as { bytes: number };
  if (response.status !== 201 || bytes !== recording.webm.length) {
    throw new Error(`baseline upload: ${response.status}, ${bytes} bytes`);
  }
  return performance.now() - started;
}

/** Where the time from stop to a working link goes, in ms. */
interface Phases {
  total: number;
  /** The tus upload: creation and 256 KiB PATCHes. */
  upload: number;
  /** `POST m/motes`: the server checks, measures and keeps the audio. */
  create: number;
  /** The share page answering 200, and `GET m/motes/{id}` as the page then asks. */
  open: number;
}

/**
 * What the recorder does after stop (finishRecording.ts), as a new anonymous device each time
 * (the §9 upload limit counts per device): the resumable upload, the mote, then the share
 * link opened until it answers 200 and the mote it shows.
 */
async function stopToShareLink(
  baseUrl: string,
  recording: BenchRecording,
): Promise<{ phases: Phases; mote: Mote }> {
  const deviceId = randomUUID();
  const client = createApiClient({
    baseUrl,
    clientType: 'website',
    clientVersion: 'bench',
    getAccessToken: () => '',
    getDeviceId: () => deviceId,
    getLastUserId: () => '',
    environment: 'production',
  });
  const started = performance.now();
  const { uploadId } = await uploadResumable(client, {
    file: new Blob([recording.webm], { type: recording.mimeType }),
    filetype: recording.mimeType,
    filename: 'recording.webm',
  });
  const uploaded = performance.now();
  const created = await createMote(
    client,
    { kind: 'recording', uploadId },
    { idempotencyKey: newIdempotencyKey() },
  );
  const made = performance.now();
  for (let attempt = 1; ; attempt += 1) {
    const page = await fetch(`${baseUrl}/m/${created.id}`);
    await page.arrayBuffer();
    if (page.status === 200) break;
    if (attempt === 50) throw new Error(`share page: ${page.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const mote = await getMote(client, created.id);
  const done = performance.now();
  return {
    phases: {
      total: done - started,
      upload: uploaded - started,
      create: made - uploaded,
      open: done - made,
    },
    mote,
  };
}

/**
 * Records the page's own clock (ms since navigation start) when an <audio> first fires
 * `canplay`; media events do not bubble, so the listener captures. Browser code, kept as text:
 * this package is type-checked against Node's globals, not the DOM's.
 */
const CANPLAY_INIT_SCRIPT = `window.__benchCanPlay = new Promise((resolve) => {
  document.addEventListener('canplay', () => resolve(performance.now()), { capture: true, once: true });
});`;
const CANPLAY_WAIT = `Promise.race([
  window.__benchCanPlay,
  new Promise((resolve) => setTimeout(() => resolve(Number.NaN), ${CANPLAY_TIMEOUT_MS})),
])`;

/** Opens `url` in a fresh context (empty cache) and answers when its audio could play. */
async function timeToCanPlay(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const page = await context.newPage();
    await page.addInitScript(CANPLAY_INIT_SCRIPT);
    await page.goto(url, { waitUntil: 'commit' });
    const at = await page.evaluate<number>(CANPLAY_WAIT);
    if (!Number.isFinite(at)) throw new Error(`no canplay within ${CANPLAY_TIMEOUT_MS} ms: ${url}`);
    return at;
  } finally {
    await context.close();
  }
}

async function shareLinkRows(baseUrl: string, baselineUrl: string, recording: BenchRecording) {
  // One of each first, not counted: the first request of a process pays for its warm-up.
  await rawUpload(baselineUrl, recording);
  let { mote } = await stopToShareLink(baseUrl, recording);
  const raw: number[] = [];
  const product: Phases[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    raw.push(await rawUpload(baselineUrl, recording));
    const result = await stopToShareLink(baseUrl, recording);
    product.push(result.phases);
    mote = result.mote;
  }
  const base = median(raw);
  const of = (phase: keyof Phases) => median(product.map((phases) => phases[phase]));
  const row = (label: string, value: number) => ({
    case: label,
    'median ms': ms(value),
    'ratio to baseline': (value / base).toFixed(2),
  });
  const rows = [
    row('raw POST of the same bytes (baseline)', base),
    row('stop → working share link (all below)', of('total')),
    row('  tus upload (api-client uploadResumable)', of('upload')),
    row('  POST m/motes', of('create')),
    row('  share page 200 + GET m/motes/{id}', of('open')),
  ];
  return { rows, mote };
}

async function canPlayRows(baseUrl: string, baselineUrl: string, mote: Mote) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_EXECUTABLE,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  try {
    const share = `${baseUrl}/m/${mote.id}`;
    const staticPage = `${baselineUrl}/`;
    // One of each first, not counted: the browser's first media pipeline pays for its start.
    await timeToCanPlay(browser, staticPage);
    await timeToCanPlay(browser, share);
    const base: number[] = [];
    const page: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      base.push(await timeToCanPlay(browser, staticPage));
      page.push(await timeToCanPlay(browser, share));
    }
    return [
      {
        case: 'static page with only <audio> (baseline)',
        'median ms': ms(median(base)),
        'ratio to baseline': '1.00',
      },
      {
        case: 'share page /m/{id}',
        'median ms': ms(median(page)),
        'ratio to baseline': (median(page) / median(base)).toFixed(2),
      },
    ];
  } finally {
    await browser.close();
  }
}

/** Bytes the server keeps for the mote (its audio as served) per minute, against WAV's. */
async function storageRows(baseUrl: string, mote: Mote, recording: BenchRecording) {
  const audio = await fetch(moteAudioUrl(baseUrl, mote));
  const served = (await audio.arrayBuffer()).byteLength;
  if (audio.status !== 200 || served !== mote.sizeBytes) {
    throw new Error(`mote audio: ${audio.status}, ${served} bytes, sizeBytes ${mote.sizeBytes}`);
  }
  const perMinute = (bytes: number, seconds: number) => Math.round((bytes / seconds) * 60);
  const wav = perMinute(recording.wav.length, RECORDING_SECONDS);
  const stored = perMinute(mote.sizeBytes, mote.durationMs / 1000);
  return [
    {
      case: '16-bit 48 kHz mono PCM WAV (baseline)',
      'bytes per minute': wav,
      'ratio to baseline': '1.000',
      compression: '1.0×',
    },
    {
      case: `stored mote (${mote.contentType}, ${(mote.durationMs / 1000).toFixed(2)} s)`,
      'bytes per minute': stored,
      'ratio to baseline': (stored / wav).toFixed(3),
      compression: `${(wav / stored).toFixed(1)}×`,
    },
  ];
}

export async function motes(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-bench-recording-'));
  const server = await startMotesServer();
  let baseline: Server | undefined;
  try {
    const recording = makeRecording(dir);
    baseline = await startBaselineServer(recording);
    const baselineUrl = serverUrl(baseline);
    const { rows, mote } = await shareLinkRows(server.url, baselineUrl, recording);
    console.log(
      `\nStop → working share link, ${RECORDING_SECONDS} s recording (${recording.webm.length} bytes Opus/WebM), median of ${RUNS}, loopback`,
    );
    console.table(rows);
    if (existsSync(CHROMIUM_EXECUTABLE)) {
      console.log(
        `\nShare page time to playable audio (<audio> canplay, ms since navigation start), median of ${RUNS} fresh contexts`,
      );
      console.table(await canPlayRows(server.url, baselineUrl, mote));
    } else {
      console.log(
        `\nShare page time to playable audio: SKIPPED, no Chromium at ${CHROMIUM_EXECUTABLE}`,
      );
    }
    console.log(`\nStorage per recorded minute (ratio below 1: smaller than WAV)`);
    console.table(await storageRows(server.url, mote, recording));
  } finally {
    if (baseline) await new Promise((resolve) => baseline!.close(resolve));
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
