// DESIGN.md "Privacy and safety" (§6 minors): a child's analytics keep an allow-list of fields
// (services/analyticsAllowList.ts) and no tracking identifiers. Each call is sent with the same
// rich body by a signed-in minor, an anonymous caller (who may be a child) and an adult, and
// the stored row is read back from the table.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import {
  apiClient,
  buildUser,
  signedInClient,
  type ApiClient,
  type SignedInClient,
} from '../../../test/factories.js';

/** Text that must never be stored for a child: each value carries this marker. */
const PERSONAL = 'Ada-Lovelace-Private';

describe(`s/ analytics for minors and anonymous callers (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());
  // This file's server has its own schema: each test starts from an empty table and reads back
  // the one row its call stored (a child's row carries no id to find it by).
  beforeEach(async () => {
    await server.database.db.delete(analyticsEvents);
  });

  const storedRows = () => server.database.db.select().from(analyticsEvents);
  const minorClient = async () =>
    signedInClient(server, await buildUser(server.database.db, { isMinor: true }));
  const adultClient = async () => signedInClient(server, await buildUser(server.database.db));

  const identifyBody = (userId: string) => ({
    userId,
    name: `${PERSONAL} name`,
    givenName: PERSONAL,
    institutionName: `${PERSONAL} Primary School`,
    email: `${PERSONAL}@school.example`,
    email_domain: 'school.example',
    isMinor: '0',
    tracking_source: 'website',
    tracking_route: 'direct',
    utm_source: PERSONAL,
    referrer: 'search.example',
    referrerURL: `https://search.example/?q=${PERSONAL}`,
    productEnum: 'free',
    favouriteThing: `${PERSONAL} likes dinosaurs`,
  });

  const trackBody = (userId: string) => ({
    event: 'Read Aloud Play Requested',
    userId,
    pageContext: 'home',
    direct: false,
    trackingRoute: 'direct',
    trackingSource: 'extension',
    referrer: 'search.example',
    referrerURL: `https://search.example/${PERSONAL}`,
    application: 'Motes',
    extensionVersion: '1.4.0',
    applicationView: 'sidebar/reading',
    source: 'play_page',
    language: 'en-US',
    speed: 1.25,
    characters: 120,
    message: `Could not read "${PERSONAL}"`,
    pageUrl: `https://docs.example/${PERSONAL}`,
    text: `${PERSONAL} wrote this`,
  });

  /** What each caller may keep of {@link trackBody}. */
  const trackKept = {
    pageContext: 'home',
    direct: false,
    trackingRoute: 'direct',
    trackingSource: 'extension',
    application: 'Motes',
    extensionVersion: '1.4.0',
    applicationView: 'sidebar/reading',
    source: 'play_page',
    language: 'en-US',
    speed: 1.25,
    characters: 120,
  };

  const children: [string, () => Promise<ApiClient | SignedInClient>][] = [
    ['a signed-in minor', minorClient],
    ['an anonymous caller', async () => apiClient(server)],
  ];

  describe.each(children)('%s', (_who, makeClient) => {
    it('s/identify/everything keeps only the minor flag and where the call came from', async () => {
      const client = await makeClient();
      const userId = 'user' in client ? client.user.id : `anonymous:from_website:${randomUUID()}`;
      expect((await client.post('s/identify/everything', identifyBody(userId))).status).toBe(200);
      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ userId: null, anonymousId: null, ip: null });
      expect(rows[0]?.payload).toEqual({
        isMinor: '0',
        tracking_source: 'website',
        tracking_route: 'direct',
      });
    });

    it('s/track/everything keeps the allow-listed codes, counts and flags only', async () => {
      const client = await makeClient();
      const response = await client.post('s/track/everything', trackBody(randomUUID()));
      expect(response.status).toBe(200);
      const rows = await storedRows();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        name: 'Read Aloud Play Requested',
        userId: null,
        anonymousId: null,
        ip: null,
      });
      expect(rows[0]?.payload).toEqual(trackKept);
    });

    it('s/track/everything drops an allow-listed field whose value is text, not a code', async () => {
      const client = await makeClient();
      await client.post('s/track/everything', {
        event: 'Page Viewed',
        page: `${PERSONAL} my diary`,
        applicationView: 'https://docs.example/x?y=1',
        extensionVersion: 'not a version',
      });
      const [row] = await storedRows();
      expect(row?.payload).toEqual({});
    });

    it('keeps no track event whose name is text rather than an event name', async () => {
      const client = await makeClient();
      await client.post('s/track/everything', { event: `My name is ${PERSONAL}, I am 9` });
      expect(await storedRows()).toEqual([]);
    });

    it('s/event keeps only each type’s allow-listed variables', async () => {
      const client = await makeClient();
      const bodies = [
        { type: 'extensionPresence', variables: { status: 'present', version: '1.4.0' } },
        { type: 'utmAction', variables: { utm_source: PERSONAL, utm_campaign: PERSONAL } },
        {
          type: 'visitFromOutside',
          variables: {
            event: 'visit',
            userAgent: PERSONAL,
            containingURL: `https://x.example/${PERSONAL}`,
          },
        },
        {
          type: 'referralCodeUsed',
          variables: { isNewUser: true, isLoggedIn: false, referralCode: 'abc' },
        },
        { type: 'clickedInstall', variables: { referrerUserId: PERSONAL } },
        {
          type: 'loginErrorOccurred',
          variables: { error: `${PERSONAL}@school.example`, withOTL: true, withEmail: true },
        },
        { type: 'microphoneRequestBlocked', variables: { surface: 'sidebar', error: PERSONAL } },
        { type: 'readAloudAudioLoadError', variables: { language: 'fr-FR', note: PERSONAL } },
      ];
      for (const body of bodies) {
        const response = await client.post('s/event', body);
        expect(response.status, body.type).toBe(200);
      }
      const rows = await storedRows();
      expect(rows).toHaveLength(bodies.length);
      expect(JSON.stringify(rows)).not.toContain(PERSONAL);
      const byType = Object.fromEntries(
        rows.map((row) => [(row.payload as { type: string }).type, row.payload]),
      );
      expect(byType).toEqual({
        extensionPresence: { type: 'extensionPresence', status: 'present', version: '1.4.0' },
        utmAction: { type: 'utmAction' },
        visitFromOutside: { type: 'visitFromOutside', event: 'visit' },
        referralCodeUsed: { type: 'referralCodeUsed', isNewUser: true, isLoggedIn: false },
        clickedInstall: { type: 'clickedInstall' },
        loginErrorOccurred: { type: 'loginErrorOccurred', withOTL: true, withEmail: true },
        microphoneRequestBlocked: { type: 'microphoneRequestBlocked', surface: 'sidebar' },
        readAloudAudioLoadError: { type: 'readAloudAudioLoadError', language: 'fr-FR' },
      });
      for (const row of rows) expect(row).toMatchObject({ userId: null, ip: null });
    });
  });

  describe('an adult', () => {
    it('s/identify/everything keeps the §7 fields, their user id and IP', async () => {
      const client = await adultClient();
      await client.post('s/identify/everything', identifyBody(client.user.id));
      const [row] = await storedRows();
      expect(row).toMatchObject({ userId: client.user.id, ip: '127.0.0.1' });
      expect(row?.payload).toMatchObject({
        givenName: PERSONAL,
        institutionName: `${PERSONAL} Primary School`,
        email: `${PERSONAL}@school.example`,
        utm_source: PERSONAL,
        referrerURL: `https://search.example/?q=${PERSONAL}`,
        userId: client.user.id,
      });
    });

    it('s/track/everything keeps the event variables and referrer', async () => {
      const client = await adultClient();
      await client.post('s/track/everything', trackBody(client.user.id));
      const [row] = await storedRows();
      expect(row).toMatchObject({ name: 'Read Aloud Play Requested', userId: client.user.id });
      expect(row?.payload).toMatchObject({
        ...trackKept,
        referrerURL: `https://search.example/${PERSONAL}`,
        message: `Could not read "${PERSONAL}"`,
      });
    });

    it('s/event keeps the variables of the mutation', async () => {
      const client = await adultClient();
      await client.post('s/event', {
        type: 'visitFromOutside',
        variables: { event: 'visit', userAgent: 'UA', containingURL: 'https://x.example/' },
      });
      const [row] = await storedRows();
      expect(row?.payload).toEqual({
        type: 'visitFromOutside',
        event: 'visit',
        userAgent: 'UA',
        containingURL: 'https://x.example/',
      });
    });

    it("gets a minor's allow-list when the payload says isMinor '1'", async () => {
      const client = await adultClient();
      await client.post('s/identify/everything', { ...identifyBody(client.user.id), isMinor: '1' });
      const [row] = await storedRows();
      expect(row).toMatchObject({ userId: null, ip: null });
      expect(JSON.stringify(row?.payload)).not.toContain(PERSONAL);
    });
  });
});
