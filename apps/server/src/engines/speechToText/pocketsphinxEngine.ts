import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CapabilitySupport, TranscribedWord, TranscriptionResult } from '@motes/shared';
import { primaryLanguage } from '../engine.js';
import { decodeToPcm16kMono, pcmDurationSeconds, RECOGNIZER_SAMPLE_RATE } from './audioDecoding.js';
import { runProcess, withTempDir } from './runProcess.js';
import {
  SpeechToTextError,
  type SpeechToTextEngine,
  type TranscribeRequest,
} from './speechToTextEngine.js';

export interface PocketsphinxOptions {
  /** Debian `pocketsphinx` (0.8+5prealpha): the old `pocketsphinx_continuous` command. */
  binary: string;
  /**
   * Debian `pocketsphinx-en-us`: holds the acoustic model `en-us/`, `en-us.lm.bin` and
   * `cmudict-en-us.dict`.
   */
  modelDir: string;
  /** ffmpeg decodes every recorded format; undefined leaves WAV only (read in-process). */
  ffmpegPath: string | undefined;
}

/**
 * pocketsphinx runs several times faster than real time on an idle machine, about real time on
 * a loaded one: the limit (base + twice the audio's length) only catches a hung process.
 */
const TIMEOUT_BASE_MS = 30_000;

/**
 * English speech to text with CMU pocketsphinx. Each recording runs one short-lived process
 * (the model loads in about 0.3 s), so nothing stays in memory between transcriptions and an
 * aborted job simply kills its process. English only: there is no model for any other
 * language in Debian or on npm.
 */
export class PocketsphinxEngine implements SpeechToTextEngine {
  readonly name = 'pocketsphinx';
  private installed: boolean | undefined;

  constructor(private readonly options: PocketsphinxOptions) {}

  support(languageCode: string): CapabilitySupport {
    this.installed ??= existsSync(this.options.binary) && existsSync(this.modelPath('en-us'));
    if (!this.installed) return { available: false, reason: 'not_installed' };
    if (primaryLanguage(languageCode) !== 'en') {
      return { available: false, reason: 'language_not_supported' };
    }
    return { available: true, engine: this.name };
  }

  async transcribe(audio: Buffer, request: TranscribeRequest): Promise<TranscriptionResult> {
    const pcm = await decodeToPcm16kMono(audio, {
      ffmpegPath: this.options.ffmpegPath,
      ...(request.contentType ? { contentType: request.contentType } : {}),
      ...(request.signal ? { signal: request.signal } : {}),
    });
    let stdout: Buffer;
    try {
      ({ stdout } = await withTempDir(async (dir) => {
        // Raw PCM: the old CLI reads a header only from names ending in `.wav`.
        const input = path.join(dir, 'recording.raw');
        await writeFile(input, pcm);
        return runProcess(
          this.options.binary,
          [
            ...['-infile', input, '-time', 'yes', '-samprate', String(RECOGNIZER_SAMPLE_RATE)],
            ...['-hmm', this.modelPath('en-us'), '-lm', this.modelPath('en-us.lm.bin')],
            ...['-dict', this.modelPath('cmudict-en-us.dict')],
          ],
          {
            timeoutMs: TIMEOUT_BASE_MS + pcmDurationSeconds(pcm) * 2000,
            maxStdoutBytes: 4 * 1024 * 1024,
            ...(request.signal ? { signal: request.signal } : {}),
          },
        );
      }));
    } catch (error) {
      throw new SpeechToTextError('engine_failed', 'The speech recogniser failed.', {
        cause: error,
      });
    }
    const words = parsePocketsphinxWords(stdout.toString());
    return {
      text: words.map((word) => word.word).join(' '),
      words,
      language: request.language,
      engine: this.name,
    };
  }

  private modelPath(name: string): string {
    return path.join(this.options.modelDir, name);
  }
}

// `-time yes` prints, per utterance, the hypothesis line and then one line per segment:
// `word start end confidence`, times in seconds from the start of the input.
const SEGMENT_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (-?\d+(?:\.\d+)?)$/;
// Sentence marks, silence and noise fillers (`<s>`, `</s>`, `<sil>`, `[NOISE]`, `++UM++`).
const FILLER = /^(<.*>|\[.*\]|\+\+.*\+\+)$/;

/**
 * The spoken words from pocketsphinx's `-time yes` output: fillers dropped, pronunciation
 * variants (`the(2)`) named by their word, confidence (a posterior, printed slightly above 1
 * at times) kept within 0…1.
 */
export function parsePocketsphinxWords(output: string): TranscribedWord[] {
  const words: TranscribedWord[] = [];
  for (const line of output.split('\n')) {
    const match = SEGMENT_LINE.exec(line.trim());
    if (!match || FILLER.test(match[1]!)) continue;
    words.push({
      word: match[1]!.replace(/\(\d+\)$/, ''),
      startMs: Math.round(Number(match[2]) * 1000),
      endMs: Math.round(Number(match[3]) * 1000),
      confidence: Math.min(1, Math.max(0, Number(match[4]))),
    });
  }
  return words;
}
