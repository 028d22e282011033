// Issue 6 items 1 and 2: the recorder as a user works it, talking over HTTP to a fake API on
// 127.0.0.1 (testing/fakeMotesApi.ts). jsdom has no microphone, MediaRecorder or IndexedDB:
// the test feeds a fake MediaRecorder piece by piece, moves a fake clock, and keeps pieces in
// `fake-indexeddb` (testing/fakeRecordingDevices.ts). Real Chromium with a fake microphone
// runs the same flows in e2e/web/recorder.spec.ts.
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  RECORDING_EVENTS,
  USER_STORAGE_KEY,
  createMemoryStorage,
  createStorageWrapper,
  type StorageWrapper,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { IdentityProvider } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import { sendFakeError, startFakeMotesApi, type FakeMotesApi } from '../../testing/fakeMotesApi';
import {
  createFakeRecordingDevices,
  type FakeRecordingDevices,
} from '../../testing/fakeRecordingDevices';
import { createTestCookieJar, signedInStorage } from '../../testing/renderApp';
import { englishTranslator } from '../../testing/testTranslator';
import { Recorder, RecorderEnvironmentProvider, openRecordingStore } from '@motes/creating';
import { WebCreatingHost } from './WebCreatingHost';

// jsdom's Blob cannot be a fetch body in Node (undici wants `stream()`), a browser's can:
// this file records into Node's own Blob, which Node's fetch sends as a browser would.
const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});

let api: FakeMotesApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function setUp(options: { storage?: StorageWrapper; devices?: FakeRecordingDevices } = {}) {
  api ??= await startFakeMotesApi();
  const devices = options.devices ?? createFakeRecordingDevices();
  const identity = createWebIdentity({
    baseUrl: api.origin,
    storage: options.storage ?? createStorageWrapper(createMemoryStorage()),
    tabSync: false,
    cookies: createTestCookieJar(),
    on403: () => {},
  });
  const view = render(
    <ApiClientProvider client={identity.apiClient}>
      <IdentityProvider identity={identity}>
        <LocalizationProvider translator={englishTranslator()}>
          <RecorderEnvironmentProvider environment={devices.environment}>
            <WebCreatingHost>
              <Recorder />
            </WebCreatingHost>
          </RecorderEnvironmentProvider>
        </LocalizationProvider>
      </IdentityProvider>
    </ApiClientProvider>,
  );
  return { api, devices, view, user: userEvent.setup() };
}

const status = () => screen.getAllByRole('status')[0]!;
const clock = () => document.querySelector('.recorder__clock')?.textContent;

async function keptRecordings(devices: FakeRecordingDevices) {
  const store = await openRecordingStore(devices.indexedDB);
  try {
    return await store.list();
  } finally {
    store.close();
  }
}

describe('Recorder', () => {
  it('records with pause and resume, uploads, and gives the share link', async () => {
    const { api, devices, user } = await setUp();
    // §9: anonymous visitors may record 5 minutes.
    expect(await screen.findByText(/Recordings can be up to 5 minutes long/)).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));

    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    const recorder = devices.recorder();
    // Opus in WebM where the browser offers it, a piece about every second.
    expect(recorder.mimeType).toBe('audio/webm;codecs=opus');
    expect(recorder.timeslice).toBe(1000);
    recorder.emit('one ');
    devices.advance(3_000);
    await waitFor(() => expect(clock()).toBe('00:03'));

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(status()).toHaveTextContent('Paused.');
    devices.advance(10_000); // paused time does not count
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    recorder.emit('two ');
    devices.advance(2_500);
    await waitFor(() => expect(clock()).toBe('00:05'));

    // Every piece is kept on the device as it arrives.
    await waitFor(async () =>
      expect(await keptRecordings(devices)).toEqual([
        expect.objectContaining({ phase: 'recording', chunkCount: 2 }),
      ]),
    );

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const [mote] = [...api.motes.values()];
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${api.origin}/m/${mote!.id}`,
    );
    // The server got exactly what was recorded, typed as Opus in WebM.
    const [upload] = [...api.uploads.values()];
    expect(upload!.bytes.toString()).toBe('one two <last>');
    expect(upload!.metadata).toEqual({
      filetype: 'audio/webm;codecs=opus',
      filename: 'recording.webm',
    });
    // The kept copy goes once the server has confirmed the mote.
    await waitFor(async () => expect(await keptRecordings(devices)).toEqual([]));
    expect(devices.microphoneReleased()).toBe(true);
    expect(devices.sounds).toEqual(['/sounds/finish-recording.mp3']);
    // §4 analytics lifecycle.
    await waitFor(() =>
      expect(api.trackedEvents()).toEqual([
        RECORDING_EVENTS.started,
        RECORDING_EVENTS.resumed,
        RECORDING_EVENTS.completed,
      ]),
    );
  });

  it('copies the share link', async () => {
    const { user } = await setUp();
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    const field = await screen.findByRole('textbox', { name: 'Share link' }, { timeout: 5000 });
    // user-event's clipboard stand-in reads Blobs with jsdom's FileReader, which refuses the
    // Node Blob this file uses: a plain stand-in records what was written.
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });

    await user.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(written).toEqual([(field as HTMLInputElement).value]);
    expect(screen.getByText('Link copied.')).toBeInTheDocument();
    // Focus went to the copy button when the link appeared, not back to the page.
    await user.click(screen.getByRole('button', { name: 'Record another' }));
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
  });

  // §9 sound files with holiday variants; §4: the seasonal feature is on by default on a holiday.
  it('plays the Halloween sounds on 31 October', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 9, 31, 10, 0));
    try {
      const { devices, user } = await setUp();
      await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
      await user.click(screen.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
      await user.click(screen.getByRole('button', { name: 'Record' }));
      await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
      await user.click(screen.getByRole('button', { name: 'Finish' }));
      await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 });
      expect(devices.sounds).toEqual([
        '/sounds/cancel-recording-halloween.mp3',
        '/sounds/finish-recording-halloween.mp3',
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  // §9: signed in, not VIP, not paid, not in trial: 60 s, a countdown, then an automatic stop.
  it('stops a signed-in free user at 60 seconds, counting down the last 10', async () => {
    api = await startFakeMotesApi();
    api.addSession({ userId: 'user-free', email: 'free@school.test' }, 'token-free');
    const { devices, user } = await setUp({
      storage: signedInStorage('token-free', 'user-free', 'free@school.test'),
    });
    expect(await screen.findByText(/Recordings can be up to 1 minute long/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade for longer recordings' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));

    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    devices.recorder().emit('a minute of talk ');
    devices.advance(49_000);
    await waitFor(() => expect(clock()).toBe('00:49'));
    expect(screen.queryByText(/Stops in/)).not.toBeInTheDocument();

    devices.advance(1_000);
    expect(await screen.findByText('Stops in 10 seconds')).toBeInTheDocument();
    expect(status()).toHaveTextContent(
      'Recording. Less than 10 seconds left: it stops by itself at 1 minute.',
    );
    devices.advance(7_000);
    expect(await screen.findByText('Stops in 3 seconds')).toBeInTheDocument();

    devices.advance(3_000);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Time limit reached')).toBeInTheDocument();
    expect(alert).toHaveTextContent('Recording stopped because it reached the limit of 1 minute.');
    expect(
      await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(clock()).toBe('01:00');
    const completed = api!.requests
      .filter((request) => request.path === 's/track/everything')
      .map((request) => JSON.parse(request.body.toString()))
      .find((body) => body.event === RECORDING_EVENTS.completed);
    expect(completed).toMatchObject({ stoppedBy: 'limit', durationSeconds: 60 });
  });

  it('explains a blocked microphone and reports it', async () => {
    const { api, devices, user } = await setUp();
    devices.refuseMicrophone('NotAllowedError');
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));

    await user.click(screen.getByRole('button', { name: 'Record' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Motes can't use your microphone");
    expect(alert).toHaveTextContent('choose Allow for the microphone, then press Try again');
    await waitFor(() => expect(api.eventMutations()).toEqual(['microphoneRequestBlocked']));

    // Allowed in the browser's settings: Try again records.
    devices.refuseMicrophone(undefined);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says so when there is no microphone, without reporting a block', async () => {
    const { api, devices, user } = await setUp();
    devices.refuseMicrophone('NotFoundError');
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No microphone found');
    expect(api.eventMutations()).toEqual([]);
  });

  it('cancels a recording: nothing is kept or uploaded', async () => {
    const { api, devices, user } = await setUp();
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    devices.recorder().emit('oops');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    expect(await keptRecordings(devices)).toEqual([]);
    expect(api.uploads.size).toBe(0);
    expect(devices.sounds).toEqual(['/sounds/cancel-recording.mp3']);
    expect(devices.microphoneReleased()).toBe(true);
  });

  // A reload or crash mid-upload: the next page finds the kept recording and finishes it,
  // resuming the same upload and making the mote once.
  it('offers a recording an earlier page left, and finishes its upload', async () => {
    // One browser: the same local storage (the anonymous id) and IndexedDB for both pages.
    const storage = createStorageWrapper(createMemoryStorage());
    const first = await setUp({ storage });
    let patches = 0;
    first.api.override((request, response) => {
      // The first page dies after one piece of the upload reached the server.
      if (request.method !== 'PATCH') return false;
      patches += 1;
      if (patches === 1) return false;
      response.socket?.destroy();
      return true;
    });
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await first.user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    first.devices.recorder().emit('x'.repeat(300 * 1024)); // more than one 256 KB piece
    first.devices.advance(42_000);
    await waitFor(() => expect(clock()).toBe('00:42'));
    await first.user.click(screen.getByRole('button', { name: 'Finish' }));
    // The second piece follows the upload's retry backoff, which a loaded machine stretches.
    await waitFor(() => expect(patches).toBeGreaterThan(1), { timeout: 15_000 });
    first.view.unmount();
    await waitFor(async () =>
      expect(await keptRecordings(first.devices)).toEqual([
        expect.objectContaining({ phase: 'stopped' }),
      ]),
    );

    // The next page, same browser storage, a working network.
    first.api.override(undefined);
    const [upload] = [...first.api.uploads.values()];
    expect(upload!.bytes.length).toBe(256 * 1024);
    const second = await setUp({
      storage,
      devices: createFakeRecordingDevices({ indexedDB: first.devices.indexedDB }),
    });
    const offer = await screen.findByRole('region', {
      name: "We kept a recording you didn't finish",
    });
    expect(offer).toHaveTextContent(/00:42 recorded on/);

    await second.user.click(within(offer).getByRole('button', { name: 'Finish uploading' }));

    expect(
      await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(second.api.uploads.size).toBe(1);
    expect(upload!.bytes.length).toBe(upload!.length);
    expect(second.api.motes.size).toBe(1);
    expect(second.api.requests.filter((request) => request.method === 'HEAD')).not.toEqual([]);
    await waitFor(async () => expect(await keptRecordings(second.devices)).toEqual([]));
    await waitFor(() =>
      expect(second.api.trackedEvents()).toContain(RECORDING_EVENTS.finalizationDelayed),
    );
  });

  it('discards a kept recording after asking', async () => {
    const devices = createFakeRecordingDevices();
    const store = await openRecordingStore(devices.indexedDB);
    await store.create({
      id: 'left-behind',
      ownerId: 'anonymous:from_website:00000000-0000-4000-8000-000000000000',
      mimeType: 'audio/webm',
      idempotencyKey: 'key-left-behind',
    });
    await store.append('left-behind', new Blob(['audio']), 7000);
    store.close();
    const storage = createStorageWrapper(createMemoryStorage());
    storage.set(USER_STORAGE_KEY, {
      accessToken: '',
      anonymousUserId: 'anonymous:from_website:00000000-0000-4000-8000-000000000000',
      anonymousCreatedAt: 1,
    });
    const { user } = await setUp({ devices, storage });

    const offer = await screen.findByRole('region', {
      name: "We kept a recording you didn't finish",
    });
    await user.click(within(offer).getByRole('button', { name: 'Discard' }));
    expect(offer).toHaveTextContent('Discard this recording? It cannot be brought back.');
    await user.click(within(offer).getByRole('button', { name: 'Discard' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: "We kept a recording you didn't finish" }),
      ).not.toBeInTheDocument(),
    );
    expect(await keptRecordings(devices)).toEqual([]);
  });

  it('keeps the recording when the network stays down, and finishes on Try again', async () => {
    const { api, devices, user } = await setUp();
    api.override((request, response) => {
      if (request.method !== 'PATCH') return false;
      sendFakeError(response, 503, 'unavailable');
      return true;
    });
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    devices.recorder().emit('precious words ');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Upload paused: no connection');
    expect(alert).toHaveTextContent('Your recording is kept on this device.');
    expect(await keptRecordings(devices)).toEqual([expect.objectContaining({ phase: 'stopped' })]);
    await waitFor(() =>
      expect(api.trackedEvents()).toContain(RECORDING_EVENTS.finalizationDelayed),
    );

    api.override(undefined);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // The same upload went on: no second one was started.
    expect([...api.uploads.values()].map((upload) => upload.bytes.toString())).toEqual([
      'precious words <last>',
    ]);
    expect(api.motes.size).toBe(1);
  });

  it("shows the server's reason when it refuses the mote, and keeps the recording", async () => {
    const { api, devices, user } = await setUp();
    api.override((request, response) => {
      if (request.path !== 'm/motes') return false;
      sendFakeError(
        response,
        402,
        'free_motes_exhausted',
        'You have used all 20 free motes for this period.',
      );
      return true;
    });
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    devices.recorder().emit('words');
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't make your mote");
    expect(alert).toHaveTextContent('You have used all 20 free motes for this period.');
    expect(await keptRecordings(devices)).toEqual([expect.objectContaining({ phase: 'uploaded' })]);
  });
});
