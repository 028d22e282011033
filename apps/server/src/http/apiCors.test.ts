// Issue 14 deliverable 1: CORS only for the routes the extension's content scripts call (they
// run with the page's origin, issue 7 Mote Sidebar); never for the outbox, sign-in or other
// routes whose anonymous answers carry secrets. Run against the whole server's route table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DB_KIND } from '../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';
import { isCorsGrantedUrl } from './apiCors.js';

const PAGE = 'https://news.example.org';

/** What the sidebar calls from a page (apps/extension/src/sidebar, packages/api-client). */
const GRANTED: Array<[method: string, path: string]> = [
  ['POST', 'v1/i/status'],
  ['POST', 'i/settings'],
  ['GET', 'd/define'],
  ['POST', 'f/uploads'],
  ['GET', 'm/motes'],
  ['POST', 'm/motes/some-id/plays'],
  ['POST', 's/event'],
  ['POST', 's/track/everything'],
  ['GET', 't/languages'],
  ['GET', 't/voices'],
  ['POST', 't/tts'],
  ['POST', 't/transcriptions'],
  ['POST', 't/translate/word'],
  ['POST', 't/ocr'],
  ['POST', 't/predict'],
  ['GET', 'u/highlights'],
  ['POST', 'u/predictions/accepted'],
];

/** Every route whose anonymous answer carries a token, code or link, and the rest of i/ and z/. */
const REFUSED: Array<[method: string, path: string]> = [
  ['GET', 'z/outbox'],
  ['GET', 'z/health'],
  ['GET', 'z/client-config'],
  ['POST', 'i/signIn/clientOTL'],
  ['POST', 'i/signIn/clientOTL/poll'],
  ['POST', 'i/signIn/clientOTL/open'],
  ['POST', 'i/signIn/exchange'],
  ['POST', 'i/signIn/oneTap'],
  ['GET', 'i/signIn/oidc/start'],
  ['GET', 'i/signIn/providers'],
  ['POST', 'i/signOut'],
  ['GET', 'i/sessions'],
  ['GET', 'i/account'],
  ['POST', 'i/statusx'],
  ['GET', 'm/list'],
  ['GET', 't/totes'],
  ['POST', 's/identify/everything'],
  ['POST', 'u/vocabulary'],
];

describe(`API CORS per route group (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());

  const preflight = (path: string, method: string) =>
    fetch(`${server.url}/api/${path}`, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE,
        'access-control-request-method': method,
        'access-control-request-headers': 'authorization,content-type,x-motes-client-type',
        'access-control-request-private-network': 'true',
      },
    });

  it.each(GRANTED)('grants %s %s to any page, without credentials', async (method, path) => {
    const response = await preflight(path, method);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain(method);
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each(REFUSED)('grants nothing for %s %s', async (method, path) => {
    for (const prefix of ['', 'v1/']) {
      const response = await preflight(`${prefix}${path}`, method);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('access-control-allow-private-network')).toBeNull();
      const simple = await fetch(`${server.url}/api/${prefix}${path}`, {
        method,
        headers: { origin: PAGE, 'content-type': 'application/json' },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('lets a page read a granted answer and the headers tus needs', async () => {
    const response = await fetch(`${server.url}/api/v1/t/languages`, {
      headers: { origin: PAGE },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('upload-offset');
  });

  it('keeps plain OPTIONS for tus discovery, and says nothing to same-origin calls', async () => {
    const tus = await fetch(`${server.url}/api/f/uploads`, { method: 'OPTIONS' });
    expect(tus.status).toBe(204);
    expect(tus.headers.get('tus-version')).toBe('1.0.0');
    expect(tus.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('does not open the web pages', async () => {
    const response = await fetch(`${server.url}/`, { headers: { origin: PAGE } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the CORS path match', () => {
  it('matches whole path segments only, on both API prefixes and with a query', () => {
    expect(isCorsGrantedUrl('/api/i/status')).toBe(true);
    expect(isCorsGrantedUrl('/api/v1/i/status?x=1')).toBe(true);
    expect(isCorsGrantedUrl('/api/f/uploads/abc')).toBe(true);
    expect(isCorsGrantedUrl('/api/i/statusx')).toBe(false);
    expect(isCorsGrantedUrl('/api/v1/v1/i/status')).toBe(false);
    expect(isCorsGrantedUrl('/i/status')).toBe(false);
    expect(isCorsGrantedUrl('/api/z/outbox')).toBe(false);
  });
});
