// Issue 14 item 4: a file becomes a mote only when real samples decode from it. A header alone
// (an MP3 sync word or an ID3 tag followed by noise, a WAV declaring 255 channels) is refused
// with 422 `unreadable_audio` (MOTE_UNREADABLE_AUDIO_ERROR) and one of these messages.

/** The least decoded sound a mote may hold: shorter is a click, or a forged header's stray frame. */
export const AUDIO_MIN_DURATION_MS = 100;

/**
 * WAV sample rates accepted. 8 kHz is telephone speech, the lowest rate speech stays
 * intelligible at; 384 kHz is the highest rate any studio converter records.
 */
export const WAV_MIN_SAMPLE_RATE = 8_000;
export const WAV_MAX_SAMPLE_RATE = 384_000;
/** WAV channels accepted: up to 7.1 surround. More is a forged or broken header. */
export const WAV_MAX_CHANNELS = 8;
/** Bits per sample of integer PCM WAV. */
export const WAV_PCM_BITS = [8, 16, 24, 32] as const;
/** Bits per sample of floating-point WAV. */
export const WAV_FLOAT_BITS = [32, 64] as const;

/**
 * The highest average bitrate, in kbit/s, of an MPEG audio stream (MP3 or ADTS AAC) at a
 * sample rate of 32 kHz or more, and below it (MPEG-2/2.5 layer III stops at 160 kbit/s).
 * Noise after a forged sync word decodes to a few stray frames, far too few for the bytes.
 */
export const MPEG_AUDIO_MAX_KBPS = 320;
export const MPEG_AUDIO_LOW_RATE_MAX_KBPS = 160;
/** Share of MPEG frames that may fail to decode in a file still accepted (a scratched file). */
export const MPEG_AUDIO_MAX_DAMAGED_SHARE = 0.1;

/** Why a file's bytes are not audio we can play, for {@link unplayableAudioMessage}. */
export type UnplayableAudioProblem =
  | { kind: 'wav_header' }
  | { kind: 'wav_encoding'; formatTag: number }
  | { kind: 'wav_sample_rate'; sampleRate: number }
  | { kind: 'wav_channels'; channels: number }
  | { kind: 'wav_bits'; bitsPerSample: number }
  | { kind: 'wav_truncated'; declaredBytes: number; presentBytes: number }
  | { kind: 'too_short'; durationMs: number }
  | { kind: 'not_decodable' }
  | { kind: 'sample_rate_changes' };

/** The 422 text for an upload whose bytes do not decode to real audio. */
export function unplayableAudioMessage(problem: UnplayableAudioProblem): string {
  return `This file is not audio we can play: ${unplayableAudioReason(problem)}.`;
}

function unplayableAudioReason(problem: UnplayableAudioProblem): string {
  switch (problem.kind) {
    case 'wav_header':
      return 'its WAV header is damaged (no format or no audio data found)';
    case 'wav_encoding':
      return `its WAV encoding (format ${problem.formatTag}) is not one we read; save it as PCM WAV`;
    case 'wav_sample_rate':
      return `its sample rate of ${problem.sampleRate} Hz is outside ${WAV_MIN_SAMPLE_RATE}–${WAV_MAX_SAMPLE_RATE} Hz`;
    case 'wav_channels':
      return `it declares ${problem.channels} channels, and 1 to ${WAV_MAX_CHANNELS} are possible`;
    case 'wav_bits':
      return `it declares ${problem.bitsPerSample} bits per sample (${WAV_PCM_BITS.join(', ')} or 32/64-bit float are possible)`;
    case 'wav_truncated':
      return `its audio data is cut short (${problem.presentBytes} of the ${problem.declaredBytes} bytes its header declares)`;
    case 'too_short':
      return `it holds ${problem.durationMs} ms of sound, and a mote needs at least ${AUDIO_MIN_DURATION_MS} ms`;
    case 'not_decodable':
      return 'most of it does not decode as audio (damaged, or not really audio)';
    case 'sample_rate_changes':
      return 'its sample rate changes from frame to frame, so it is not a real recording';
  }
}
