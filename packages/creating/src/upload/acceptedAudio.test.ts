import { describe, expect, it } from 'vitest';
import { MOTE_TITLE_MAX_LENGTH } from '@motes/shared';
import { UPLOAD_ACCEPT, uploadTitle } from './acceptedAudio';

describe('upload titles (issue 6 item 4)', () => {
  it('uses the typed title, else the file name', () => {
    expect(uploadTitle('  Interview  ', 'take-2.mp3', MOTE_TITLE_MAX_LENGTH)).toBe('Interview');
    expect(uploadTitle('   ', 'take-2.mp3', MOTE_TITLE_MAX_LENGTH)).toBe('take-2.mp3');
  });

  it('keeps within the server’s title limit', () => {
    expect(uploadTitle('', `${'a'.repeat(300)}.wav`, MOTE_TITLE_MAX_LENGTH)).toHaveLength(
      MOTE_TITLE_MAX_LENGTH,
    );
  });

  it('offers every accepted format in the picker', () => {
    for (const extension of ['.mp3', '.m4a', '.wav', '.ogg', '.opus', '.webm', '.flac']) {
      expect(UPLOAD_ACCEPT.split(',')).toContain(extension);
    }
  });
});
