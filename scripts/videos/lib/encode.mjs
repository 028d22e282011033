// Turns a recording's frames into a small WebM (VP9, no audio) with Debian's ffmpeg.
import { spawnSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { VIDEO_HEIGHT, VIDEO_WIDTH } from './recording.mjs';

/** Frames per second of the videos: enough for scrolling and typing, small files. */
export const VIDEO_FPS = 12;

/** The ffmpeg on PATH, or undefined with the reason. */
export function findFfmpeg() {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return { missing: 'ffmpeg is not installed' };
  if (!probe.stdout.includes('libvpx-vp9')) return { missing: 'ffmpeg has no libvpx-vp9 encoder' };
  return { command: 'ffmpeg' };
}

/**
 * Writes `outFile` from frames shown from their `time` until the next frame's, the last one
 * until `duration`: an ffconcat list with durations, resampled to a constant frame rate.
 */
export async function encodeWebm({ frames, duration, workDir, outFile }) {
  const lines = ['ffconcat version 1.0'];
  frames.forEach((frame, index) => {
    const next = frames[index + 1]?.time ?? duration;
    const shown = Math.max(next - frame.time, 0);
    // The first frame also covers the moment before it arrived.
    const seconds = index === 0 ? shown + frame.time : shown;
    lines.push(`file '${basename(frame.file)}'`, `duration ${seconds.toFixed(3)}`);
  });
  // The concat demuxer ignores the last entry's duration unless the file is listed again.
  lines.push(`file '${basename(frames.at(-1).file)}'`);
  const list = join(workDir, 'frames.ffconcat');
  await writeFile(list, `${lines.join('\n')}\n`);
  const scale = `scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:force_original_aspect_ratio=decrease`;
  const pad = `pad=${VIDEO_WIDTH}:${VIDEO_HEIGHT}:(ow-iw)/2:(oh-ih)/2:color=white`;
  const args = [
    ['-hide_banner', '-loglevel', 'error', '-y'],
    ['-f', 'concat', '-safe', '0', '-i', list],
    ['-vf', `fps=${VIDEO_FPS},${scale},${pad},format=yuv420p`],
    ['-t', duration.toFixed(3), '-an'],
    ['-c:v', 'libvpx-vp9', '-crf', '40', '-b:v', '0', '-g', String(VIDEO_FPS * 10)],
    ['-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-tile-columns', '1'],
    ['-metadata', 'title=Motes'],
    [outFile],
  ].flat();
  const result = spawnSync('ffmpeg', args, { encoding: 'utf8', cwd: workDir });
  if (result.status !== 0) throw new Error(`ffmpeg failed for ${outFile}:\n${result.stderr}`);
}
