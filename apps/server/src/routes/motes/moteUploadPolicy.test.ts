// Issue 14 item 8: `POST m/motes` makes a mote only of an upload the upload policy lets the
// caller use — its own (a user's, or an anonymous device's). Another user, another device and
// staff (§6 god mode reads motes, never half-sent recordings) get the upload's 404, exactly as
// for an id that does not exist, and the upload stays its owner's to use. The whole server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_NOT_FOUND_ERROR, UPLOAD_NOT_FOUND_MESSAGE } from '@motes/shared';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { postMote, uploadAll } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const STAFF_EMAIL = 'staff-mote-uploads@example.test';

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer({ STAFF_EMAILS: STAFF_EMAIL });
  audio = makeTestAudio();
});
afterAll(async () => {
  await server.stop();
  audio.remove();
});

describe('POST m/motes asks the upload policy', () => {
  it('makes a mote of the caller’s own upload only; others get the upload’s 404', async () => {
    const db = server.database.db;
    const staff = await signedInClient(server, await buildUser(db, { primaryEmail: STAFF_EMAIL }));
    for (const owner of [apiClient(server), await signedInClient(server, await buildUser(db))]) {
      const uploadId = await uploadAll(owner, audio.tone(0.3));
      const others = [apiClient(server), await signedInClient(server, await buildUser(db)), staff];
      for (const other of others) {
        const refused = await postMote(other, { kind: 'recording', uploadId });
        expect(refused.status).toBe(404);
        expect(await refused.json()).toMatchObject({
          error: UPLOAD_NOT_FOUND_ERROR,
          message: UPLOAD_NOT_FOUND_MESSAGE,
        });
      }
      // Nothing was spent: the owner still makes its mote of it.
      expect((await postMote(owner, { kind: 'recording', uploadId })).status).toBe(201);
    }
  });
});
