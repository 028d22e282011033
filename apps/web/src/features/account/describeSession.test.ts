import { describe, expect, it } from 'vitest';
import { englishTranslator } from '../../testing/testTranslator';
import { deviceName, signInMethodText } from './describeSession';
import { speedOptionsWith, VOICE_SPEED_OPTIONS, voiceSpeedLabel } from './voiceSpeeds';

const { t } = englishTranslator();

describe('device names', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15',
      'Safari on macOS',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 16000.0.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['Mozilla/5.0 (Android 15; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0', 'Firefox on Android'],
    [null, 'Unknown browser'],
  ])('names %s', (userAgent, expected) => {
    expect(deviceName(t, { userAgent, clientType: 'website' })).toBe(expected);
  });

  it('marks the extension', () => {
    expect(
      deviceName(t, {
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0',
        clientType: 'extension',
      }),
    ).toBe('Motes extension (Chrome on Linux)');
  });

  it('says how a session began', () => {
    expect(signInMethodText(t, 'otl')).toBe('Signed in with an email link');
    expect(signInMethodText(t, 'oidc')).toBe('Signed in with a single sign-on account');
    expect(signInMethodText(t, 'one-tap')).toBe('Signed in with Google one-tap');
  });
});

describe('read-aloud speeds', () => {
  it('offers the §3 range in quarter steps with 1× as normal', () => {
    expect(VOICE_SPEED_OPTIONS).toEqual([0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(voiceSpeedLabel(t, 1)).toBe('1× (normal)');
    expect(voiceSpeedLabel(t, 1.25)).toBe('1.25×');
    expect(speedOptionsWith(1.1)).toContain(1.1);
  });
});
