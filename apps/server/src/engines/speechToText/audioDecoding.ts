import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { TRANSCRIPTION_MAX_SECONDS } from '@motes/shared';
import { audioFormatName, audioFormatOf } from './audioFormat.js';
import { resample, toPcm16 } from './resample.js';
import { ProcessFailedError, runProcess, withTempDir } from './runProcess.js';
import { SpeechToTextError } from './speechToTextEngine.js';
import { readWavInfo, WavFormatError, wavToMono } from './wavReader.js';

/** What pocketsphinx's en-us model was trained on: 16 kHz, one channel, 16-bit samples. */
export const RECOGNIZER_SAMPLE_RATE = 16_000;
const BYTES_PER_SECOND = RECOGNIZER_SAMPLE_RATE * 2;
/** ffmpeg decodes a 5-minute recording in well under a second; this only catches a hang. */
const FFMPEG_TIMEOUT_MS = 60_000;

export interface DecodeOptions {
  /** ffmpeg's path; undefined decodes WAV in-process and refuses other formats. */
  ffmpegPath: string | undefined;
  contentType?: string;
  signal?: AbortSignal;
}

/**
 * Turns a recording into raw 16 kHz mono signed 16-bit little-endian PCM, the one input
 * pocketsphinx reads. Refuses recordings over TRANSCRIPTION_MAX_SECONDS.
 * @throws SpeechToTextError (`unreadable_audio`, `audio_too_long`, `engine_failed`)
 */
export async function decodeToPcm16kMono(audio: Buffer, options: DecodeOptions): Promise<Buffer> {
  const pcm = options.ffmpegPath
    ? await decodeWithFfmpeg(audio, options.ffmpegPath, options.signal)
    : decodeWavInProcess(audio, options.contentType);
  if (pcm.length > TRANSCRIPTION_MAX_SECONDS * BYTES_PER_SECOND) throw tooLong();
  return pcm;
}

/** The duration of raw recogniser PCM, in seconds. */
export function pcmDurationSeconds(pcm: Buffer): number {
  return pcm.length / BYTES_PER_SECOND;
}

/**
 * ffmpeg stops one second past the limit, so an hour-long upload is not decoded in full just
 * to be refused.
 */
async function decodeWithFfmpeg(
  audio: Buffer,
  ffmpegPath: string,
  signal: AbortSignal | undefined,
): Promise<Buffer> {
  try {
    return await withTempDir(async (dir) => {
      const input = path.join(dir, 'recording');
      await writeFile(input, audio);
      const { stdout } = await runProcess(
        ffmpegPath,
        [
          ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-i', input],
          ...['-t', String(TRANSCRIPTION_MAX_SECONDS + 1), '-vn', '-ac', '1'],
          ...['-ar', String(RECOGNIZER_SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', '-'],
        ],
        {
          timeoutMs: FFMPEG_TIMEOUT_MS,
          maxStdoutBytes: (TRANSCRIPTION_MAX_SECONDS + 2) * BYTES_PER_SECOND,
          ...(signal ? { signal } : {}),
        },
      );
      return stdout;
    });
  } catch (error) {
    if (error instanceof ProcessFailedError && error.reason === 'exit') {
      throw new SpeechToTextError(
        'unreadable_audio',
        'The recording could not be read: it is damaged or not in an audio format.',
        { cause: error },
      );
    }
    throw new SpeechToTextError('engine_failed', 'The recording could not be decoded.', {
      cause: error,
    });
  }
}

function decodeWavInProcess(audio: Buffer, contentType: string | undefined): Buffer {
  const format = audioFormatOf(audio, contentType);
  if (format !== 'wav') {
    throw new SpeechToTextError(
      'unreadable_audio',
      `This server cannot read ${audioFormatName(format)} recordings, only WAV (ffmpeg is not installed).`,
    );
  }
  try {
    const info = readWavInfo(audio);
    if (info.frameCount / info.sampleRate > TRANSCRIPTION_MAX_SECONDS) throw tooLong();
    const mono = wavToMono(audio, info);
    return toPcm16(resample(mono, info.sampleRate, RECOGNIZER_SAMPLE_RATE));
  } catch (error) {
    if (!(error instanceof WavFormatError)) throw error;
    throw new SpeechToTextError(
      'unreadable_audio',
      `The WAV recording could not be read: ${error.message}.`,
      { cause: error },
    );
  }
}

function tooLong(): SpeechToTextError {
  const minutes = Math.floor(TRANSCRIPTION_MAX_SECONDS / 60);
  return new SpeechToTextError(
    'audio_too_long',
    `The recording is too long to transcribe: the limit is ${minutes} minutes.`,
  );
}
