// Issue 5 item 4: the client's transcription calls against a real HTTP server on 127.0.0.1:
// the upload, one look at the job, and polling until it ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TranscriptionJob } from '@motes/shared';
import { ApiError } from './apiError';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';
import { getTranscription, pollTranscription, startTranscription } from './transcriptions';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const finished: TranscriptionJob = {
  status: 'done',
  result: {
    text: 'hello world',
    words: [
      { word: 'hello', startMs: 0, endMs: 400 },
      { word: 'world', startMs: 450, endMs: 900, confidence: 0.8 },
    ],
    language: 'en-US',
    engine: 'pocketsphinx',
  },
};
const fastPolling = { intervalMs: 5, totalMs: 2000 };

describe('startTranscription (POST t/transcriptions)', () => {
  it('uploads the recording with its type and the language, and answers the job id', async () => {
    server.handle((_request, response) => sendJson(response, 202, { jobId: 'job-1' }));
    const audio = new Blob(['webm-bytes'], { type: 'audio/webm;codecs=opus' });
    const client = createTestClient(server);
    expect(await startTranscription(client, { audio, language: 'en-US' })).toEqual({
      jobId: 'job-1',
    });
    const [request] = server.requests;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/api/t/transcriptions?language=en-US',
      body: 'webm-bytes',
    });
    expect(request!.headers['content-type']).toBe('audio/webm;codecs=opus');
    expect(request!.headers.authorization).toBe('Bearer token-1');
  });

  // §6: minors and users who opted out get 403 transcription_disabled. That is the account's
  // answer, not an ended session: the §8 sign-out hook must not run.
  it('hands a 403 to the caller without signing out', async () => {
    server.handle((_request, response) =>
      sendJson(response, 403, {
        error: 'transcription_disabled',
        message: 'Transcription is not available for this account.',
      }),
    );
    const on403 = vi.fn();
    const failure = await startTranscription(createTestClient(server, { on403 }), {
      audio: new Blob(['x'], { type: 'audio/webm' }),
      language: 'en-US',
    }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, body: { error: 'transcription_disabled' } });
    expect(on403).not.toHaveBeenCalled();
  });
});

describe('getTranscription and pollTranscription (GET t/transcriptions/{jobId})', () => {
  it('answers how the job stands', async () => {
    server.handle((_request, response) => sendJson(response, 200, { status: 'running' }));
    expect(await getTranscription(createTestClient(server), 'job 1')).toEqual({
      status: 'running',
    });
    expect(server.requests[0]!.url).toBe('/api/t/transcriptions/job%201');
  });

  it('polls until the job is done, then hands over the words', async () => {
    server.handle((_request, response, index) =>
      sendJson(
        response,
        200,
        index < 2 ? { status: index === 0 ? 'queued' : 'running' } : finished,
      ),
    );
    const outcome = await pollTranscription(createTestClient(server), 'job-1', fastPolling).promise;
    expect(outcome).toEqual({ status: 'done', value: finished });
    expect(server.requests).toHaveLength(3);
  });

  it('ends at a failed job with its message', async () => {
    const failed: TranscriptionJob = { status: 'failed', error: 'No speech was heard.' };
    server.handle((_request, response) => sendJson(response, 200, failed));
    const outcome = await pollTranscription(createTestClient(server), 'job-1', fastPolling).promise;
    expect(outcome).toEqual({ status: 'done', value: failed });
  });

  it('keeps polling through a dropped connection', async () => {
    server.handle((_request, response, index) => {
      if (index === 0) response.socket?.destroy();
      else sendJson(response, 200, finished);
    });
    const outcome = await pollTranscription(createTestClient(server), 'job-1', fastPolling).promise;
    expect(outcome).toEqual({ status: 'done', value: finished });
  });

  it('rejects on an unknown job', async () => {
    server.handle((_request, response) =>
      sendJson(response, 404, { error: 'not_found', message: 'No such transcription.' }),
    );
    await expect(
      pollTranscription(createTestClient(server), 'job-x', fastPolling).promise,
    ).rejects.toMatchObject({ status: 404 });
  });

  it('stops when cancelled', async () => {
    server.handle((_request, response) => sendJson(response, 200, { status: 'queued' }));
    const handle = pollTranscription(createTestClient(server), 'job-1', fastPolling);
    await expect.poll(() => server.requests.length).toBeGreaterThan(0);
    handle.cancel();
    expect(await handle.promise).toEqual({ status: 'cancelled' });
  });
});
