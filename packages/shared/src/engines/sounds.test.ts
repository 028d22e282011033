import { describe, expect, it } from 'vitest';
import { SOUND_FILES, soundFileFor } from './sounds';

describe('recording sounds (issue 5 item 9, §9 "with halloween and christmas variants")', () => {
  it('names the plain sound outside a holiday', () => {
    expect(soundFileFor('finish', null)).toBe('/sounds/finish-recording.mp3');
    expect(soundFileFor('cancel', null)).toBe('/sounds/cancel-recording.mp3');
  });

  it("names the holiday's variant during one", () => {
    expect(soundFileFor('finish', 'halloween')).toBe('/sounds/finish-recording-halloween.mp3');
    expect(soundFileFor('cancel', 'christmas')).toBe('/sounds/cancel-recording-christmas.mp3');
  });

  it('lists all six files the website serves', () => {
    expect([...SOUND_FILES].sort()).toEqual([
      'cancel-recording-christmas.mp3',
      'cancel-recording-halloween.mp3',
      'cancel-recording.mp3',
      'finish-recording-christmas.mp3',
      'finish-recording-halloween.mp3',
      'finish-recording.mp3',
    ]);
  });
});
