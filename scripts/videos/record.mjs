// `node scripts/videos/record.mjs [video-id ...]`: records the §3 video catalogue from the
// product itself. Starts the built server (run `npm run build` first; the `mote-sidebar`
// video also needs `npm run build -w @motes/extension`) on a free port with an empty data
// dir, walks the real pages in Debian's Chromium, and writes into apps/web/public/videos:
// `{id}.webm` (VP9, 1280×720, no sound), `{id}.jpg` (poster) and `{id}.en.vtt` (captions
// timed by the walk's steps). Encoding needs ffmpeg with libvpx-vp9 (Debian: apt-get install
// ffmpeg); nothing else uses ffmpeg. With no ids, records all seven.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { installPointer } from './lib/actor.mjs';
import { encodeWebm, findFfmpeg } from './lib/encode.mjs';
import { repoPath } from './lib/paths.mjs';
import { Recording, VIDEO_HEIGHT, VIDEO_WIDTH } from './lib/recording.mjs';
import { missingBuild, startMotesServer } from './lib/server.mjs';
import { walks } from './walks/index.mjs';

const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags of e2e/fixtures/chromium.ts: quiet, no sandbox, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const OUT_DIR = repoPath('apps/web/public/videos');

function fail(lines) {
  console.error(lines.join('\n'));
  process.exit(1);
}

const ids = process.argv.slice(2);
const unknown = ids.filter((id) => !(id in walks));
if (unknown.length > 0) {
  fail([`Unknown video id: ${unknown.join(', ')}`, `Known: ${Object.keys(walks).join(', ')}`]);
}
const ffmpeg = findFfmpeg();
const problems = [
  ...missingBuild().map((file) => `missing ${file}: run npm run build`),
  ...(existsSync(CHROMIUM_EXECUTABLE)
    ? []
    : [`no Chromium at ${CHROMIUM_EXECUTABLE} (Debian: apt-get install chromium)`]),
  ...(ffmpeg.missing
    ? [`${ffmpeg.missing}: the videos are encoded with ffmpeg (Debian: apt-get install ffmpeg)`]
    : []),
];
if (problems.length > 0) fail(['Cannot record the videos:', ...problems.map((p) => `  - ${p}`)]);

/** A fresh browser context for filming: desktop size, English, the drawn pointer. */
async function newFilmContext(browser, baseUrl, options = {}) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: VIDEO_WIDTH, height: VIDEO_HEIGHT },
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    ...options,
  });
  await context.addInitScript(installPointer);
  return context;
}

async function record(id, browser, baseUrl) {
  const workDir = await mkdtemp(join(tmpdir(), `motes-video-${id}-`));
  try {
    const rec = new Recording({ id, workDir });
    const tools = {
      browser,
      baseUrl,
      rec,
      newFilmContext: (options) => newFilmContext(browser, baseUrl, options),
      chromium: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    };
    const notes = (await walks[id](tools)) ?? [];
    const { frames, duration, vtt, posterJpeg } = await rec.finish();
    const webm = join(OUT_DIR, `${id}.webm`);
    await encodeWebm({ frames, duration, workDir, outFile: webm });
    await writeFile(join(OUT_DIR, `${id}.en.vtt`), vtt);
    if (posterJpeg) await writeFile(join(OUT_DIR, `${id}.jpg`), posterJpeg);
    const kb = Math.round((await stat(webm)).size / 1024);
    console.log(`${id}: ${duration.toFixed(1)} s, ${frames.length} frames, ${kb} KB`);
    for (const note of notes) console.log(`  note: ${note}`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

await mkdir(OUT_DIR, { recursive: true });
const server = await startMotesServer();
const browser = await chromium.launch({
  executablePath: CHROMIUM_EXECUTABLE,
  args: CHROMIUM_ARGS,
  headless: true,
});
const failed = [];
try {
  for (const id of ids.length > 0 ? ids : Object.keys(walks)) {
    try {
      await record(id, browser, server.baseUrl);
    } catch (error) {
      failed.push(id);
      console.error(`${id}: not recorded\n${error instanceof Error ? error.stack : error}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed.length > 0) fail([`Not recorded: ${failed.join(', ')}`]);
console.log(`Videos written to ${OUT_DIR}`);
