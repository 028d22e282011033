import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_ERROR_EVENT_NAMES,
  EventMutationSchema,
  eventMutationName,
  UNKNOWN_ERROR_TEXT,
} from './eventMutations';
import { IdentifyEverythingSchema } from './identifyPayload';
import { TrackEverythingSchema } from './trackPayload';

describe('§7 s/identify/everything payload', () => {
  it('takes the website fields and extra user-record fields', () => {
    const parsed = IdentifyEverythingSchema.parse({
      userId: 'u1',
      email: 'ada@example.com',
      email_domain: 'example.com',
      isMinor: '0',
      tracking_source: 'website',
      tracking_route: 'direct',
      utm_source: 'newsletter',
      referrer: 'https://search.example/',
      referrerURL: 'https://search.example/?q=motes',
      productEnum: 'free',
    });
    expect(parsed.productEnum).toBe('free');
  });

  it("accepts isMinor only as '1' or '0' (§5) and from_extension only as '1'", () => {
    expect(IdentifyEverythingSchema.safeParse({ isMinor: true }).success).toBe(false);
    expect(IdentifyEverythingSchema.safeParse({ from_extension: '0' }).success).toBe(false);
    expect(IdentifyEverythingSchema.safeParse({ from_extension: '1', isMinor: '1' }).success).toBe(
      true,
    );
  });
});

describe('§7 s/track/everything payload', () => {
  it('takes website and extension fields plus event variables', () => {
    expect(
      TrackEverythingSchema.parse({
        event: 'Recording Started',
        application: 'sidebar',
        extensionVersion: '1.2.3',
        applicationView: 'record',
        trackingSource: 'extension',
        userId: 'u1',
        durationMs: 1200,
      }).durationMs,
    ).toBe(1200);
    expect(TrackEverythingSchema.safeParse({ pageContext: 'home' }).success).toBe(false);
  });
});

describe('§7 event mutations and §8 analytics error events', () => {
  it('parses each §7 mutation', () => {
    const bodies = [
      { type: 'extensionPresence', variables: { status: 'present', version: '1.0.0' } },
      { type: 'utmAction', variables: { utm_source: 'a', utm_id: 'z' } },
      {
        type: 'visitFromOutside',
        variables: { event: 'visit', userAgent: 'UA', containingURL: 'https://x.example/' },
      },
      { type: 'referralCodeUsed', variables: { isNewUser: false, isLoggedIn: true } },
      { type: 'clickedInstall', variables: { referrerUserId: null } },
    ];
    for (const body of bodies)
      expect(EventMutationSchema.safeParse(body).success, body.type).toBe(true);
    expect(
      EventMutationSchema.safeParse({ type: 'extensionPresence', variables: { status: 'maybe' } })
        .success,
    ).toBe(false);
  });

  it("sends the login error text, or 'Unknown error' (§8)", () => {
    const parse = (error: unknown) =>
      EventMutationSchema.parse({
        type: 'loginErrorOccurred',
        variables: { error, withOTL: true, withEmail: false },
      }).variables;
    expect(parse('Link expired')).toEqual({
      error: 'Link expired',
      withOTL: true,
      withEmail: false,
    });
    expect(parse('')).toMatchObject({ error: 'Unknown error' });
    expect(parse(null)).toMatchObject({ error: UNKNOWN_ERROR_TEXT });
  });

  it('stores the §8 error events under their spec names', () => {
    expect(Object.values(ANALYTICS_ERROR_EVENT_NAMES)).toEqual([
      'Login Error Occurred',
      'Account Mismatch Error Displayed',
      'Extension Out Of Date Shown',
      'Microphone Request Blocked',
      'Read Aloud Audio Load Error',
    ]);
    expect(eventMutationName('microphoneRequestBlocked')).toBe('Microphone Request Blocked');
    expect(eventMutationName('clickedInstall')).toBe('clickedInstall');
  });
});
