// Play Page's speech over the API client: what the user reads when there is no speech. The
// server's own answers (422 and its message) are checked against the real server in
// e2e/extension/playPage.spec.ts; here, a connection nobody answers (a closed local port).
import { createApiClient } from '@motes/api-client';
import { describe, expect, it } from 'vitest';
import { READ_ALOUD_UNAVAILABLE_MESSAGE, apiSynthesize } from './speechSource';

describe('apiSynthesize', () => {
  it('turns a connection that fails into a message for the user', async () => {
    const apiClient = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      clientType: 'extension',
      clientVersion: '0.1.0',
      getAccessToken: () => null,
      getDeviceId: () => null,
      getLastUserId: () => null,
      environment: 'test',
    });
    const speech = apiSynthesize(apiClient)(
      { text: 'Hello there.', language: 'en-US', speed: 1 },
      new AbortController().signal,
    );
    const read = async () => {
      for await (const segment of speech) void segment;
    };
    await expect(read()).rejects.toThrow(READ_ALOUD_UNAVAILABLE_MESSAGE);
  });
});
