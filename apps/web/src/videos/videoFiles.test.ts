// §3 video catalogue: every video, poster and caption file the catalogue names is in
// public/videos (recorded by scripts/videos/record.mjs), and every caption file is WebVTT
// whose cues run in order within the video.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { posterUrl, VIDEO_CATALOGUE } from '@motes/shared';

const publicDir = join(import.meta.dirname, '../../public');
/** Budget for one recording: short and small (the script aims at ≤ 25 s and < 1 MB). */
const MAX_SECONDS = 30;
const MAX_BYTES = 1_500_000;

const fileOf = (url: string) => join(publicDir, url);

/** Reads an EBML variable-length integer; `keepMarker` for element ids. */
function readVint(bytes: Buffer, at: number, keepMarker: boolean) {
  const first = bytes[at] ?? 0;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length += 1;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + (bytes[at + i] ?? 0);
  return { value, length };
}

/** The elements one after another in `bytes` from `start` to `end`: id, data offset, size. */
function* ebmlElements(bytes: Buffer, start: number, end: number) {
  let at = start;
  while (at < end) {
    const id = readVint(bytes, at, true);
    const size = readVint(bytes, at + id.length, false);
    const data = at + id.length + size.length;
    yield { id: id.value, data, size: size.value };
    at = data + size.value;
  }
}

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;

/** The duration in seconds stored in a WebM's Segment Info (Duration × TimecodeScale). */
function webmDurationSeconds(bytes: Buffer): number {
  for (const segment of ebmlElements(bytes, 0, bytes.length)) {
    if (segment.id !== SEGMENT) continue;
    const segmentEnd = Math.min(segment.data + segment.size, bytes.length);
    for (const info of ebmlElements(bytes, segment.data, segmentEnd)) {
      if (info.id !== INFO) continue;
      let scale = 1_000_000;
      let duration: number | undefined;
      for (const field of ebmlElements(bytes, info.data, info.data + info.size)) {
        if (field.id === TIMECODE_SCALE) scale = bytes.readUIntBE(field.data, field.size);
        if (field.id === DURATION) {
          duration =
            field.size === 4 ? bytes.readFloatBE(field.data) : bytes.readDoubleBE(field.data);
        }
      }
      if (duration === undefined) throw new Error('no Duration in Segment Info');
      return (duration * scale) / 1e9;
    }
  }
  throw new Error('no Segment Info element');
}

/** `hh:mm:ss.ttt` or `mm:ss.ttt` in seconds. */
function parseTimestamp(text: string): number {
  const parts = text.split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

const TIMING = /^((?:\d{2,}:)?\d{2}:\d{2}\.\d{3}) --> ((?:\d{2,}:)?\d{2}:\d{2}\.\d{3})(?: .*)?$/;

/** The cues of a WebVTT file; throws when the file is not WebVTT. */
function parseWebVtt(source: string) {
  const [header, ...blocks] = source.replace(/^\uFEFF/, '').split(/\r?\n(?:\r?\n)+/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header?.split(/\r?\n/)[0] ?? '')) {
    throw new Error('does not start with WEBVTT');
  }
  return blocks
    .filter((block) => block.trim() && !/^(NOTE|STYLE|REGION)\b/.test(block))
    .map((block) => {
      const lines = block.split(/\r?\n/);
      const timingAt = lines.findIndex((line) => line.includes('-->'));
      const match = TIMING.exec(lines[timingAt] ?? '');
      if (!match) throw new Error(`bad cue timing: ${block}`);
      const text = lines.slice(timingAt + 1).join('\n');
      return { start: parseTimestamp(match[1]!), end: parseTimestamp(match[2]!), text };
    });
}

describe.each(VIDEO_CATALOGUE.map((entry) => [entry.id, entry] as const))(
  'video %s',
  (id, entry) => {
    it('is a short, small WebM with a JPEG poster', () => {
      const video = readFileSync(fileOf(entry.url));
      expect([...video.subarray(0, 4)], 'EBML magic').toEqual([0x1a, 0x45, 0xdf, 0xa3]);
      expect(video.includes(Buffer.from('webm')), 'WebM doc type').toBe(true);
      expect(video.length).toBeLessThan(MAX_BYTES);
      expect(webmDurationSeconds(video)).toBeLessThanOrEqual(MAX_SECONDS);
      const poster = readFileSync(fileOf(posterUrl(id)));
      expect([...poster.subarray(0, 3)], 'JPEG magic').toEqual([0xff, 0xd8, 0xff]);
    });

    it('has WebVTT captions whose cues run in order within the video', () => {
      const seconds = webmDurationSeconds(readFileSync(fileOf(entry.url)));
      for (const caption of entry.captions) {
        expect(statSync(fileOf(caption.src)).size).toBeGreaterThan(0);
        const cues = parseWebVtt(readFileSync(fileOf(caption.src), 'utf8'));
        expect(cues.length).toBeGreaterThan(0);
        let previousEnd = 0;
        for (const cue of cues) {
          expect(cue.text.trim(), 'cue text').not.toBe('');
          expect(cue.start).toBeGreaterThanOrEqual(previousEnd);
          expect(cue.end).toBeGreaterThan(cue.start);
          previousEnd = cue.end;
        }
        expect(previousEnd).toBeLessThanOrEqual(seconds + 0.05);
      }
    });
  },
);
