// Issue 14 item 4: uploads are streamed, never joined in memory. Against the built server on
// 127.0.0.1: the server process's resident memory (RSS, /proc/{pid}/status) while one 60 MB
// upload becomes a mote, then while three do at once, each phase on a fresh server so the
// second is not flattered by the first's heap. Each upload is what the recorder's client does
// (api-client uploadResumable, 256 KiB PATCHes) followed by `POST m/motes`, which joins the
// parts and decodes the whole file. Budget: three concurrent uploads add under 100 MB.
//
// The audio is a valid WAV made at bench time in a temporary file (never committed): 60 MiB of
// 48 kHz stereo 24-bit PCM, a 3 min 38 s tone (under the 5-minute limit of §9).
import { randomUUID } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApiClient, uploadResumable } from '@motes/api-client';
import { CLIENT_TYPE_HEADER, DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER } from '@motes/shared';
import { startMotesServer } from './servers.js';

const UPLOAD_BYTES = 60 * 1024 * 1024;
const BUDGET_MB = 100;
const MB = 1024 * 1024;

/** A valid 48 kHz stereo 24-bit WAV of exactly `totalBytes`, written in 1 MiB pieces. */
function writeLongWav(file: string, totalBytes: number): void {
  const channels = 2;
  const sampleRate = 48_000;
  const blockAlign = channels * 3;
  const dataBytes = Math.floor((totalBytes - 44) / blockAlign) * blockAlign;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(channels, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(24, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, header);
    const framesPerPiece = Math.floor(MB / blockAlign);
    const piece = Buffer.alloc(framesPerPiece * blockAlign);
    let frame = 0;
    for (let written = 0; written < dataBytes;) {
      const frames = Math.min(framesPerPiece, (dataBytes - written) / blockAlign);
      for (let i = 0; i < frames; i += 1, frame += 1) {
        // A 440 Hz tone that swells and fades every second: a waveform worth drawing.
        const swell = 0.3 + 0.7 * Math.abs(Math.sin((Math.PI * frame) / sampleRate));
        const value = Math.round(Math.sin((2 * Math.PI * 440 * frame) / sampleRate) * swell * 4e6);
        piece.writeIntLE(value, i * blockAlign, 3);
        piece.writeIntLE(value, i * blockAlign + 3, 3);
      }
      writeSync(fd, piece, 0, frames * blockAlign);
      written += frames * blockAlign;
    }
  } finally {
    closeSync(fd);
  }
}

function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * The RSS once it stops moving: the server loads its engines' data in the background for
 * several seconds after start (hundreds of MB), which must not count as the upload's.
 */
async function settledRss(pid: number): Promise<number> {
  const readings = [rssBytes(pid)];
  for (let waited = 0; waited < 120_000; waited += 1000) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    readings.push(rssBytes(pid));
    const lastFour = readings.slice(-4);
    if (lastFour.length === 4 && Math.max(...lastFour) - Math.min(...lastFour) < 2 * MB) {
      return lastFour.at(-1)!;
    }
  }
  throw new Error('the server memory did not settle within two minutes');
}

/** One upload as the recorder's client makes it, then the mote (join + decode on the server). */
async function uploadAndMakeMote(baseUrl: string, wav: Blob): Promise<void> {
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
  const { uploadId } = await uploadResumable(client, {
    file: wav,
    filetype: 'audio/wav',
    filename: 'long.wav',
  });
  // A plain fetch, not the api-client: its §7 4 s timeout would retry a slow decode meanwhile.
  const response = await fetch(`${baseUrl}/api/m/motes`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [DEVICE_ID_HEADER]: deviceId,
      [CLIENT_TYPE_HEADER]: 'website',
      [IDEMPOTENCY_KEY_HEADER]: randomUUID(),
    },
    body: JSON.stringify({ kind: 'upload', uploadId }),
  });
  if (response.status !== 201) {
    throw new Error(`POST m/motes: ${response.status} ${await response.text()}`);
  }
}

interface Phase {
  baselineRss: number;
  peakRss: number;
  seconds: number;
}

/** A fresh server, warmed by one small mote, then `uploads` concurrent 60 MB uploads. */
async function measurePhase(
  wav: Blob,
  small: Blob,
  uploads: number,
  env: Record<string, string>,
): Promise<Phase> {
  const server = await startMotesServer(env);
  try {
    if (server.pid === undefined) throw new Error('the bench server has no pid');
    const pid = server.pid;
    // Warm-up: the first upload and decode load code and WebAssembly that any later one shares.
    await uploadAndMakeMote(server.url, small);
    const baselineRss = await settledRss(pid);
    let peakRss = baselineRss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, rssBytes(pid));
    }, 20);
    const started = performance.now();
    try {
      await Promise.all(Array.from({ length: uploads }, () => uploadAndMakeMote(server.url, wav)));
    } finally {
      clearInterval(sampler);
    }
    peakRss = Math.max(peakRss, rssBytes(pid));
    return { baselineRss, peakRss, seconds: (performance.now() - started) / 1000 };
  } finally {
    await server.stop();
  }
}

export async function uploadMemory(): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-bench-upload-'));
  try {
    const file = path.join(dir, 'long.wav');
    writeLongWav(file, UPLOAD_BYTES);
    const wav = new Blob([readFileSync(file)], { type: 'audio/wav' });
    const smallFile = path.join(dir, 'small.wav');
    writeLongWav(smallFile, 1 * MB);
    const small = new Blob([readFileSync(smallFile)], { type: 'audio/wav' });

    const databases: Array<[string, Record<string, string>]> = [['embedded PGlite', {}]];
    if (process.env.BENCH_DATABASE_URL) {
      databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);
    }
    for (const [database, env] of databases) {
      const one = await measurePhase(wav, small, 1, env);
      const three = await measurePhase(wav, small, 3, env);
      const growth = (phase: Phase) => (phase.peakRss - phase.baselineRss) / MB;
      const row = (label: string, phase: Phase) => ({
        case: label,
        'RSS before (MB)': (phase.baselineRss / MB).toFixed(0),
        'RSS peak (MB)': (phase.peakRss / MB).toFixed(0),
        'growth (MB)': growth(phase).toFixed(1),
        seconds: phase.seconds.toFixed(1),
      });
      console.log(
        `\nuploadMemory (${database}): server RSS while ${UPLOAD_BYTES / MB} MB WAV uploads become motes`,
      );
      console.table([row('one upload', one), row('three concurrent uploads', three)]);
      const ratio = growth(three) / Math.max(growth(one), 0.1);
      const verdict = growth(three) < BUDGET_MB ? 'PASS' : 'OVER';
      console.log(
        `three concurrent / one: ${ratio.toFixed(2)}×; three concurrent add ${growth(three).toFixed(1)} MB against a budget of ${BUDGET_MB} MB: ${verdict}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
