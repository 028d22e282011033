import { describe, expect, it } from 'vitest';
import { microphoneProblemOf } from './microphone';
import { pickRecordingMimeType, recordingFileExtension } from './recordingFormat';

describe('the recording format (Opus)', () => {
  it('asks for Opus in WebM first, as Chromium offers it', () => {
    expect(pickRecordingMimeType(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('falls back to MP4 where WebM is not offered (Safari)', () => {
    expect(pickRecordingMimeType((type) => type === 'audio/mp4')).toBe('audio/mp4');
  });

  it('leaves the choice to the browser when it offers neither, or cannot say', () => {
    expect(pickRecordingMimeType(() => false)).toBeUndefined();
    expect(pickRecordingMimeType(undefined)).toBeUndefined();
    expect(
      // A browser whose MediaRecorder.isTypeSupported throws (as jsdom's missing one does).
      pickRecordingMimeType(() => {
        throw new Error('isTypeSupported is unavailable in this browser');
      }),
    ).toBeUndefined();
  });

  it('names the file after what was recorded', () => {
    expect(recordingFileExtension('audio/webm;codecs=opus')).toBe('webm');
    expect(recordingFileExtension('audio/mp4;codecs=mp4a.40.2')).toBe('m4a');
    expect(recordingFileExtension('audio/ogg')).toBe('ogg');
    expect(recordingFileExtension('')).toBe('audio');
  });
});

describe('microphone problems', () => {
  const failure = (name: string) => new DOMException('refused', name);

  it('tells a refused permission from a missing or busy microphone', () => {
    expect(microphoneProblemOf(failure('NotAllowedError'))).toBe('blocked');
    expect(microphoneProblemOf(failure('SecurityError'))).toBe('blocked');
    expect(microphoneProblemOf(failure('NotFoundError'))).toBe('no-microphone');
    expect(microphoneProblemOf(failure('OverconstrainedError'))).toBe('no-microphone');
    expect(microphoneProblemOf(failure('NotReadableError'))).toBe('busy');
    expect(microphoneProblemOf(new TypeError('getUserMedia is undefined'))).toBe('unsupported');
    expect(microphoneProblemOf(undefined)).toBe('unsupported');
  });
});
