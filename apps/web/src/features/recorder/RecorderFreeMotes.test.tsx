// Issue 6 item 8 in the recorder: what is left of the §3 free motes, and Record blocked with
// the reason once the quota is exhausted. Same set-up as Recorder.test.tsx: the fake API over
// HTTP on 127.0.0.1, a fake MediaRecorder (jsdom has no microphone).
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { IdentityProvider } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import { startFakeMotesApi, type FakeMotesApi } from '../../testing/fakeMotesApi';
import { createFakeRecordingDevices } from '../../testing/fakeRecordingDevices';
import { createTestCookieJar, signedInStorage } from '../../testing/renderApp';
import type { TestUser } from '../../testing/testStatus';
import { englishTranslator } from '../../testing/testTranslator';
import { Recorder, RecorderEnvironmentProvider } from '@motes/creating';
import { WebCreatingHost } from './WebCreatingHost';

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

function rationedUser(used: number): TestUser {
  return {
    userId: 'user-ada',
    email: 'ada@example.com',
    entitlements: {
      applyFreeMoteRationing: true,
      quotaResetsAt: Date.UTC(2026, 11, 2),
      freeMotes: {
        totalFreeMotes: 20,
        usedFreeMotes: used,
        availableFreeMotes: 20 - used,
        freeMotesMintedEpoch: Date.UTC(2026, 10, 2),
      },
    },
  };
}

async function setUp(testUser: TestUser) {
  api = await startFakeMotesApi();
  api.addSession(testUser, 'token-ada');
  const devices = createFakeRecordingDevices();
  const identity = createWebIdentity({
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', testUser.userId, testUser.email),
    tabSync: false,
    cookies: createTestCookieJar(),
    on403: () => {},
  });
  render(
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
  return { api, devices, user: userEvent.setup() };
}

const status = () => screen.getAllByRole('status')[0]!;

describe('Recorder free-mote rationing', () => {
  it('says how many free motes are left, and counts again after a mote is made', async () => {
    const testUser = rationedUser(19);
    const { devices, user } = await setUp(testUser);
    expect(
      await screen.findByText('1 of 20 free motes left · resets on December 2, 2026'),
    ).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));

    await user.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(status()).toHaveTextContent('Recording.'));
    devices.recorder().emit('words');
    // The server counts the mote; the recorder asks for the counters again once it is made.
    testUser.entitlements!.freeMotes = {
      totalFreeMotes: 20,
      usedFreeMotes: 20,
      availableFreeMotes: 0,
      freeMotesMintedEpoch: Date.UTC(2026, 10, 2),
    };
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await screen.findByRole('heading', { name: 'Your mote is ready' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Record another' }));
    expect(await screen.findByText('You have used all your free motes')).toBeInTheDocument();
  });

  it('blocks Record with the reason and the way to upgrade when none are left', async () => {
    const { api, user } = await setUp(rationedUser(20));
    expect(await screen.findByText('You have used all your free motes')).toBeInTheDocument();
    await waitFor(() => expect(status()).toHaveTextContent('Ready to record.'));
    const record = screen.getByRole('button', { name: 'Record' });
    // Still reachable by keyboard, so its explanation is read with it.
    expect(record).toHaveAttribute('aria-disabled', 'true');
    expect(record).toHaveAccessibleDescription(
      /You have used all 20 free motes for this period, so you can't record a new mote until December 2, 2026\./,
    );
    expect(
      screen.getByRole('link', { name: 'See plans to upgrade for unlimited motes' }),
    ).toHaveAttribute('href', '/pricing');
    await user.click(record);
    expect(status()).toHaveTextContent('Ready to record.');
    expect(api.requests.some((request) => request.path === 'f/uploads')).toBe(false);
  });
});
