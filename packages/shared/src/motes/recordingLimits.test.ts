import { describe, expect, it } from 'vitest';
import { maxRecordingSeconds } from './recordingLimits';

const base = { isLoggedIn: true, isVip: false, isPaid: false, isInTrial: false };

describe('§9 recording length limit', () => {
  it('is 60 s signed in without VIP, paid plan or trial', () => {
    expect(maxRecordingSeconds(base)).toBe(60);
  });
  it('is 300 s for VIP, paid, trial and anonymous users', () => {
    expect(maxRecordingSeconds({ ...base, isVip: true })).toBe(300);
    expect(maxRecordingSeconds({ ...base, isPaid: true })).toBe(300);
    expect(maxRecordingSeconds({ ...base, isInTrial: true })).toBe(300);
    expect(maxRecordingSeconds({ ...base, isLoggedIn: false })).toBe(300);
  });
});
