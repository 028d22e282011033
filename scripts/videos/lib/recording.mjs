// One video being recorded: frames from Chromium's screencast (CDP `Page.startScreencast`, so no
// Playwright ffmpeg is needed), caption cues timed by the walk's own steps, and a poster frame.
// The timeline can be paused while the walk waits for something off screen (a mailed link).
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatVtt } from './webVtt.mjs';

/** Size of every video and poster, in CSS pixels and in frames. */
export const VIDEO_WIDTH = 1280;
export const VIDEO_HEIGHT = 720;
/** A cue stays on screen at least this long, and long enough to read at this pace. */
const MIN_CUE_SECONDS = 2;
const READING_CHARACTERS_PER_SECOND = 18;

export class Recording {
  /** @param {{ id: string, workDir: string }} options */
  constructor({ id, workDir }) {
    this.id = id;
    this.workDir = workDir;
    /** @type {{ file: string, time: number }[]} frames on the video's timeline, in seconds */
    this.frames = [];
    /** @type {{ start: number, end: number, text: string }[]} */
    this.cues = [];
    this.posterJpeg = undefined;
    this.startedAt = undefined;
    this.pausedSeconds = 0;
    this.pausedAt = undefined;
    this.pauseDepth = 0;
    this.frameDuringPause = undefined;
    this.session = undefined;
    this.page = undefined;
    this.frameCount = 0;
    /** @type {Promise<void>[]} frame files being written */
    this.writes = [];
  }

  /** Seconds of video recorded so far (wall clock minus pauses). */
  now() {
    if (this.startedAt === undefined) return 0;
    const wall = (this.pausedAt ?? Date.now() / 1000) - this.startedAt;
    return Math.max(0, wall - this.pausedSeconds);
  }

  /** Starts (or moves) the screencast onto `page`; the first call starts the timeline. */
  async film(page) {
    await this.stopScreencast();
    await mkdir(this.workDir, { recursive: true });
    if (this.startedAt === undefined) this.startedAt = Date.now() / 1000;
    const session = await page.context().newCDPSession(page);
    session.on('Page.screencastFrame', (event) => this.onFrame(session, event));
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 88,
      maxWidth: VIDEO_WIDTH,
      maxHeight: VIDEO_HEIGHT,
      everyNthFrame: 1,
    });
    this.session = session;
    this.page = page;
  }

  onFrame(session, { data, metadata, sessionId }) {
    session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
    if (session !== this.session) return;
    const wall = metadata.timestamp ?? Date.now() / 1000;
    const file = join(this.workDir, `frame-${String(++this.frameCount).padStart(5, '0')}.jpg`);
    this.writes.push(writeFile(file, Buffer.from(data, 'base64')));
    if (this.pausedAt !== undefined && wall >= this.pausedAt) {
      this.frameDuringPause = file;
      return;
    }
    const time = Math.max(0, wall - this.startedAt - this.pausedSeconds);
    this.frames.push({ file, time: Math.max(time, this.frames.at(-1)?.time ?? 0) });
  }

  /**
   * Stops the timeline while the walk waits for something the viewer need not watch (a page
   * loading on a busy machine, a mailed link). Calls nest: the last `resume` restarts it.
   */
  pause() {
    this.pauseDepth += 1;
    const filming = this.startedAt !== undefined;
    if (filming && this.pausedAt === undefined) this.pausedAt = Date.now() / 1000;
  }

  /** Starts the timeline again, showing whatever the screen last showed. */
  resume() {
    this.pauseDepth = Math.max(0, this.pauseDepth - 1);
    if (this.pauseDepth > 0 || this.pausedAt === undefined) return;
    this.pausedSeconds += Date.now() / 1000 - this.pausedAt;
    this.pausedAt = undefined;
    if (this.frameDuringPause) this.frames.push({ file: this.frameDuringPause, time: this.now() });
    this.frameDuringPause = undefined;
  }

  /** Runs `body` with the timeline paused: the video cuts from before it to after it. */
  async cut(body) {
    this.pause();
    try {
      return await body();
    } finally {
      this.resume();
    }
  }

  /** Waits `ms` milliseconds of recorded time (nothing happens on screen). */
  async hold(ms) {
    await new Promise((resolve) => setTimeout(resolve, ms));
  }

  /**
   * Runs one step of the walk under a caption: the cue starts when the step starts and ends
   * when it ends, `holdMs` after the step and no sooner than the text can be read. `caption`
   * may be a function of the step's result, for text that quotes what the step revealed.
   */
  async step(caption, body = async () => {}, { holdMs = 800 } = {}) {
    const start = this.now();
    const result = await body();
    await this.hold(holdMs);
    const text = typeof caption === 'function' ? caption(result) : caption;
    const readingSeconds = Math.max(MIN_CUE_SECONDS, text.length / READING_CHARACTERS_PER_SECOND);
    const shortBy = readingSeconds - (this.now() - start);
    if (shortBy > 0) await this.hold(shortBy * 1000);
    this.cues.push({ start, end: this.now(), text });
    return result;
  }

  /** Keeps the current screen as the video's poster image. */
  async takePoster(page = this.page) {
    this.posterJpeg = await page.screenshot({ type: 'jpeg', quality: 75 });
  }

  async stopScreencast() {
    const session = this.session;
    this.session = undefined;
    if (!session) return;
    await session.send('Page.stopScreencast').catch(() => {});
    await session.detach().catch(() => {});
  }

  /** Ends the recording; returns what the encoder and caption writer need. */
  async finish() {
    const duration = this.now();
    await this.stopScreencast();
    await Promise.all(this.writes);
    if (this.frames.length === 0) throw new Error(`${this.id}: no frames were captured`);
    return {
      frames: this.frames,
      duration,
      vtt: formatVtt(this.cues.map((cue) => ({ ...cue, end: Math.min(cue.end, duration) }))),
      posterJpeg: this.posterJpeg,
    };
  }
}
