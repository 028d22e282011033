// §7 analytics from the extension against a real HTTP server on 127.0.0.1: the extension
// payload of `s/track/everything`, §8 error events through `s/event`, §6 restricted events,
// and "a failed track call is silently ignored". The e2e spec (e2e/extension/analytics.spec.ts)
// checks what the real Motes server stores.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@motes/api-client';
import {
  CLIENT_TYPE_HEADER,
  EventMutationSchema,
  READ_ALOUD_PLAY_EVENTS,
  TrackEverythingSchema,
} from '@motes/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createExtensionAnalytics,
  EVENT_PATH,
  TRACK_PATH,
  type ExtensionAnalyticsSession,
} from './extensionAnalytics';

interface Received {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

let server: Server;
let origin: string;
const received: Received[] = [];
/** What the server answers next: 'ok', a 500, or a dropped connection. */
let answer: 'ok' | 'error' | 'drop' = 'ok';

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (answer === 'drop') {
        request.socket.destroy();
        return;
      }
      const path = (request.url ?? '').replace(/^\/api\//, '');
      received.push({
        path,
        body: JSON.parse(raw) as Record<string, unknown>,
        headers: request.headers,
      });
      if (answer === 'error')
        response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
      else response.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

afterEach(() => {
  received.length = 0;
  answer = 'ok';
});

const ANONYMOUS_ID = 'anonymous:from_extension:4b0c3a4e-54a8-4f0e-8d55-0b1f0f1f2a3b';

function analyticsFor(session: Partial<ExtensionAnalyticsSession> = {}, onError = vi.fn()) {
  const api = createApiClient({
    baseUrl: origin,
    clientType: 'extension',
    clientVersion: '1.4.2',
    getAccessToken: () => (session.signedIn ? 'token-of-ada' : undefined),
    getDeviceId: () => 'device-1',
    getLastUserId: () => session.userId ?? ANONYMOUS_ID,
    environment: 'test',
  });
  const analytics = createExtensionAnalytics({
    application: 'Motes',
    extensionVersion: '1.4.2',
    session: async () => ({
      api,
      userId: ANONYMOUS_ID,
      signedIn: false,
      applicationView: 'sidebar/reading',
      ...session,
    }),
    onError,
  });
  return { analytics, onError };
}

describe('§7 s/track/everything from the extension', () => {
  it('sends application, extensionVersion, applicationView, trackingSource and userId with the variables', async () => {
    const { analytics } = analyticsFor({ userId: 'u-ada', signedIn: true });
    await analytics.send(READ_ALOUD_PLAY_EVENTS.requested, {
      source: 'play_page',
      language: 'en-US',
      speed: 1.25,
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.path).toBe(TRACK_PATH);
    expect(call!.body).toEqual({
      event: 'Read Aloud Play Requested',
      source: 'play_page',
      language: 'en-US',
      speed: 1.25,
      application: 'Motes',
      extensionVersion: '1.4.2',
      applicationView: 'sidebar/reading',
      trackingSource: 'extension',
      userId: 'u-ada',
    });
    expect(call!.headers[CLIENT_TYPE_HEADER]).toBe('extension');
    expect(TrackEverythingSchema.safeParse(call!.body).success).toBe(true);
  });

  it('sends nothing when the user turned usage statistics off on the settings page', async () => {
    const { analytics, onError } = analyticsFor({
      userId: 'u-ada',
      signedIn: true,
      enabled: false,
    });
    await analytics.send(READ_ALOUD_PLAY_EVENTS.requested, { source: 'play_page' });
    await analytics.send('Microphone Request Blocked', {});
    expect(received).toHaveLength(0);
    expect(onError).not.toHaveBeenCalled();
  });

  it('uses the anonymous id (§3 anonymous:from_extension:) when nobody is signed in', async () => {
    const { analytics } = analyticsFor();
    await analytics.send('Page Viewed', { page: 'popup' });
    expect(received[0]!.body.userId).toBe(ANONYMOUS_ID);
  });

  it('never lets a variable replace a §7 field, and sends no address, email, secret or non-scalar', async () => {
    const { analytics } = analyticsFor();
    await analytics.send('Translation Requested', {
      kind: 'word',
      userId: 'someone-else',
      trackingSource: 'website',
      event: 'Other',
      pageUrl: 'https://school.example/pupil/42',
      href: 'https://school.example/',
      referrer: 'https://search.example/',
      email: 'child@school.example',
      accessToken: 'secret',
      ip: '10.0.0.1',
      restricted: true,
      nested: { a: 1 },
      list: [1, 2],
      notANumber: Number.NaN,
      missing: undefined,
      tooLong: 'x'.repeat(2001),
      characters: 12,
      stopped: false,
      note: null,
    });
    const body = received[0]!.body;
    expect(body).toEqual({
      event: 'Translation Requested',
      kind: 'word',
      characters: 12,
      stopped: false,
      note: null,
      application: 'Motes',
      extensionVersion: '1.4.2',
      applicationView: 'sidebar/reading',
      trackingSource: 'extension',
      userId: ANONYMOUS_ID,
    });
  });

  it('§6: a restricted event goes only for a signed-in user, marked restricted', async () => {
    await analyticsFor().analytics.send('Tour Step', { step: 1 }, { restricted: true });
    expect(received).toHaveLength(0);
    const signedIn = analyticsFor({ userId: 'u-ada', signedIn: true }).analytics;
    await signedIn.send('Tour Step', { step: 1 }, { restricted: true });
    expect(received[0]!.body).toMatchObject({ event: 'Tour Step', restricted: true });
  });
});

describe('§8 analytics error events from the extension', () => {
  it('go to s/event under their type, with the §7 fields among the variables', async () => {
    const { analytics } = analyticsFor({ applicationView: 'sidebar/writing' });
    await analytics.send('Microphone Request Blocked', { tool: 'voice_typing' });
    const [call] = received;
    expect(call!.path).toBe(EVENT_PATH);
    expect(call!.body).toEqual({
      type: 'microphoneRequestBlocked',
      variables: {
        tool: 'voice_typing',
        application: 'Motes',
        extensionVersion: '1.4.2',
        applicationView: 'sidebar/writing',
        trackingSource: 'extension',
        userId: ANONYMOUS_ID,
      },
    });
    expect(EventMutationSchema.safeParse(call!.body).success).toBe(true);
  });
});

describe('§7 a failed track call is silently ignored', () => {
  it('returns at once, before the call has even reached the server', () => {
    const { analytics } = analyticsFor();
    expect(analytics.track('Page Viewed', { page: 'popup' })).toBeUndefined();
    expect(received).toHaveLength(0);
  });

  it.each(['error', 'drop'] as const)(
    'neither throws nor rejects when the server answers %s',
    async (failure) => {
      answer = failure;
      const { analytics, onError } = analyticsFor();
      expect(() => analytics.track('Page Viewed')).not.toThrow();
      await expect(analytics.send('Page Viewed')).resolves.toBeUndefined();
      expect(onError).toHaveBeenCalled();
    },
  );

  it('neither throws nor rejects when who is sending cannot be read', async () => {
    const onError = vi.fn();
    const analytics = createExtensionAnalytics({
      application: 'Motes',
      extensionVersion: '1.4.2',
      session: () => Promise.reject(new Error('storage is gone')),
      onError,
    });
    expect(() => analytics.track('Page Viewed')).not.toThrow();
    await expect(analytics.send('Page Viewed')).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'storage is gone' }));
  });
});
