// Test speech for the speech-to-text tests and benchmark: Debian flite's voices (real
// synthesised speech; espeak audio is not recognisable by pocketsphinx, see
// shared/recipes/engines.md), converted with Debian ffmpeg where a test needs another format.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** flite voices that speak at 16 kHz (`kal` speaks at 8 kHz, too narrow to recognise well). */
export type FliteVoice = 'kal16' | 'slt' | 'rms' | 'awb';

/** Speaks `text` with flite into `dir/<name>.wav` and returns the file's bytes. */
export function fliteSpeech(dir: string, name: string, text: string, voice: FliteVoice): Buffer {
  const file = path.join(dir, `${name}.wav`);
  execFileSync('flite', ['-voice', voice, '-t', text, '-o', file]);
  return readFileSync(file);
}

/**
 * Converts audio (WAV, read from a pipe) with ffmpeg: `outputArgs` choose the codec and
 * `extension` the container.
 */
export function convertAudio(
  dir: string,
  input: Buffer,
  extension: string,
  outputArgs: string[],
): Buffer {
  const target = path.join(dir, `converted-${randomUUID()}.${extension}`);
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', '-', ...outputArgs, target], {
    input,
  });
  return readFileSync(target);
}
