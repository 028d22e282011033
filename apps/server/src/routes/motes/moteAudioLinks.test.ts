// Issue 6 items 6 and 10: a mote's audio in a browser, which sends no Authorization header with
// an `<audio src>` or a download link. A private mote plays for its owner through the signed
// `audioPath` of its view, the owner downloads through `downloadPath` whatever the download
// setting, and a link that is expired or altered answers 404 like a missing mote. Also the
// limit on counted plays. The whole server at 127.0.0.1 with real audio.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MOTE_AUDIO_LINK_PARAMS,
  MOTE_AUDIO_LINK_TTL_MS,
  MOTE_NOT_FOUND_ERROR,
  MOTE_PLAY_RATE_LIMITS,
  MOTE_PLAYS_RATE_LIMITED_MESSAGE,
  MoteListSchema,
  MoteSchema,
  SIGN_IN_ERROR_CODES,
  type Mote,
} from '@motes/shared';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { loadMoteAudioLinksKey, MoteAudioLinks } from '../../services/motes/moteAudioLinks.js';

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer();
  audio = makeTestAudio();
});
afterAll(async () => {
  await server.stop();
  audio.remove();
});

/** What a browser's `<audio src>` or download link sends: no Authorization, no device id. */
function browserGet(path: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${server.url}/api/${path}`, { headers });
}

async function moteOf(response: Response): Promise<Mote> {
  expect(response.status).toBe(200);
  return MoteSchema.parse(await response.json());
}

/** `path` with its query parameter `name` set to `value`. */
function withParam(path: string, name: string, value: string): string {
  const url = new URL(path, 'http://x/');
  url.searchParams.set(name, value);
  return `${url.pathname.slice(1)}${url.search}`;
}

async function expectNotFound(response: Response): Promise<void> {
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ error: MOTE_NOT_FOUND_ERROR });
}

describe('a private mote in its owner’s browser (signed audio links)', () => {
  let owner: ApiClient;
  let mote: Mote;
  let bytes: Buffer;

  beforeAll(async () => {
    owner = await signedInClient(server, await buildUser(server.database.db, { isVip: true }));
    bytes = audio.file('speech.mp3');
    const recorded = await recordMote(owner, bytes, { title: 'Diary' });
    mote = await moteOf(
      await patchJson(owner, `m/motes/${recorded.id}`, { visibility: 'private' }),
    );
  });

  it('plays through the view’s audioPath with no header, seeking by ranges', async () => {
    expect(mote.audioPath).toContain(`${MOTE_AUDIO_LINK_PARAMS.signature}=`);
    // The plain path needs the header a browser does not send.
    await expectNotFound(await browserGet(`m/motes/${mote.id}/audio`));
    const whole = await browserGet(mote.audioPath);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), bytes)).toBe(0);
    const part = await browserGet(mote.audioPath, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), bytes.subarray(10, 20))).toBe(0);
  });

  it('carries signed paths in every view the owner gets: one mote, the list, after a change', async () => {
    const again = await moteOf(await owner.get(`m/motes/${mote.id}`));
    const listed = MoteListSchema.parse(await (await owner.get('m/motes')).json()).motes;
    const renamed = await moteOf(
      await patchJson(owner, `m/motes/${mote.id}`, { title: 'Diary 2' }),
    );
    for (const view of [again, listed.find((one) => one.id === mote.id)!, renamed]) {
      expect((await browserGet(view.audioPath)).status).toBe(200);
      expect((await browserGet(view.downloadPath!)).status).toBe(200);
    }
  });

  it('downloads for the owner although downloads are not allowed', async () => {
    expect(mote.allowDownload).toBe(false);
    const download = await browserGet(mote.downloadPath!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Diary/);
    expect(Buffer.compare(Buffer.from(await download.arrayBuffer()), bytes)).toBe(0);
  });

  it('answers 404 to a link that has expired, or whose mote, flag or signature was changed', async () => {
    const key = await loadMoteAudioLinksKey(server.database.db, undefined);
    // The database's secret, as a second server instance would read it: its links work here.
    const otherInstance = new MoteAudioLinks(key);
    expect((await browserGet(otherInstance.signedPath(mote.id, false))).status).toBe(200);
    // Signed two hours ago with the same key: expired an hour ago at the latest.
    const past = new MoteAudioLinks(key, () => Date.now() - 2 * MOTE_AUDIO_LINK_TTL_MS);
    await expectNotFound(await browserGet(past.signedPath(mote.id, false)));

    const other = await recordMote(owner, audio.tone(0.3));
    const otherId = other.id;
    const { audioPath, downloadPath } = mote;
    await expectNotFound(await browserGet(audioPath.replace(mote.id, otherId)));
    await expectNotFound(
      await browserGet(withParam(audioPath, MOTE_AUDIO_LINK_PARAMS.download, '1')),
    );
    await expectNotFound(
      await browserGet(withParam(downloadPath!, MOTE_AUDIO_LINK_PARAMS.download, '0')),
    );
    const expires = new URL(audioPath, 'http://x/').searchParams.get('expires')!;
    await expectNotFound(
      await browserGet(
        withParam(audioPath, MOTE_AUDIO_LINK_PARAMS.expires, String(Number(expires) + 3600)),
      ),
    );
    await expectNotFound(
      await browserGet(withParam(audioPath, MOTE_AUDIO_LINK_PARAMS.signature, 'A'.repeat(43))),
    );
    // A stranger's own header does not help with a broken link either.
    const stranger = apiClient(server);
    await expectNotFound(
      await stranger.get(withParam(audioPath, MOTE_AUDIO_LINK_PARAMS.download, '1')),
    );
  });

  it('stops working when the mote is deleted', async () => {
    const doomed = await recordMote(owner, audio.tone(0.3));
    const own = await moteOf(
      await patchJson(owner, `m/motes/${doomed.id}`, { visibility: 'private' }),
    );
    expect((await owner.fetch(`m/motes/${own.id}`, { method: 'DELETE' })).status).toBe(204);
    await expectNotFound(await browserGet(own.audioPath));
  });
});

describe('a link-shared mote keeps plain, cacheable paths', () => {
  it('gives strangers the plain audio path, and a download path only when allowed', async () => {
    const owner = apiClient(server);
    const mote = await recordMote(owner, audio.tone(0.3));
    expect(mote.audioPath).toBe(`m/motes/${mote.id}/audio`);
    expect(mote.downloadPath).toContain(`${MOTE_AUDIO_LINK_PARAMS.signature}=`);
    const seen = await moteOf(await apiClient(server).get(`m/motes/${mote.id}`));
    expect(seen.audioPath).toBe(`m/motes/${mote.id}/audio`);
    expect(seen.downloadPath).toBeNull();
    await patchJson(owner, `m/motes/${mote.id}`, { allowDownload: true });
    const allowed = await moteOf(await apiClient(server).get(`m/motes/${mote.id}`));
    expect(allowed.downloadPath).toBe(`m/motes/${mote.id}/audio?download=1`);
    const download = await browserGet(allowed.downloadPath!);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
  });
});

describe('SIGNING_SECRET', () => {
  it('signs with the configured secret when set', async () => {
    const secret = 'a-configured-secret-of-at-least-32-characters';
    const configured = await getTestServer({ SIGNING_SECRET: secret });
    try {
      const owner = apiClient(configured);
      const recorded = await recordMote(owner, audio.tone(0.3));
      await patchJson(owner, `m/motes/${recorded.id}`, { visibility: 'private' });
      const key = await loadMoteAudioLinksKey(configured.database.db, secret);
      const path = new MoteAudioLinks(key).signedPath(recorded.id, false);
      expect((await fetch(`${configured.url}/api/${path}`)).status).toBe(200);
      // The database's own secret is not the one in use.
      const stored = await loadMoteAudioLinksKey(configured.database.db, undefined);
      const unused = new MoteAudioLinks(stored).signedPath(recorded.id, false);
      expect((await fetch(`${configured.url}/api/${unused}`)).status).toBe(404);
    } finally {
      await configured.stop();
    }
  });
});

describe('POST m/motes/{id}/plays is rate limited (item 10)', () => {
  const play = (client: ApiClient, id: string, listenerId: string) =>
    client.post(`m/motes/${id}/plays`, { listenerId });

  it('stops one listener replaying a mote past the limit, not other listeners', async () => {
    const listener = apiClient(server);
    const mote = await recordMote(apiClient(server), audio.tone(0.3));
    const { limit } = MOTE_PLAY_RATE_LIMITS.perListener;
    for (let i = 0; i < limit; i += 1) {
      expect((await play(listener, mote.id, 'listener-same')).status).toBe(200);
    }
    const refused = await play(listener, mote.id, 'listener-same');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.rateLimited,
      message: MOTE_PLAYS_RATE_LIMITED_MESSAGE,
    });
    expect(await (await play(listener, mote.id, 'listener-other')).json()).toEqual({
      plays: limit + 1,
      heard: 2,
    });
  });

  it('stops a script that makes up a new listener id for every play from one address', async () => {
    const script = apiClient(server);
    const mote = await recordMote(apiClient(server), audio.tone(0.3));
    const { limit } = MOTE_PLAY_RATE_LIMITS.perAddress;
    for (let i = 0; i < limit; i += 1) {
      expect((await play(script, mote.id, `made-up-${i}-listener`)).status).toBe(200);
    }
    const refused = await play(script, mote.id, 'made-up-one-more');
    expect(refused.status).toBe(429);
    const seen = await moteOf(await script.get(`m/motes/${mote.id}`));
    expect(seen).toMatchObject({ plays: limit, heard: limit });
    // Plays of another mote from the same address still count.
    const other = await recordMote(apiClient(server), audio.tone(0.3));
    expect((await play(script, other.id, 'made-up-one-more')).status).toBe(200);
  });
});
