// Issue 5 item 4: speech to text "runs as a job; refuses minors and opted-out users" (§6:
// transcription is disabled for minors, the reason is not shown). A real app on 127.0.0.1, the
// test database, a filesystem blob store, the real pocketsphinx engine on flite speech and the
// real job runner.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  TRANSCRIPTION_DISABLED_MESSAGE,
  TRANSCRIPTION_MAX_AUDIO_BYTES,
  TRANSCRIPTION_RATE_LIMIT,
  TranscriptionCreatedSchema,
  TranscriptionJobSchema,
  type TranscriptionJob,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { FilesystemBlobStore } from '../../blobs/filesystemBlobStore.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import {
  createSpeechToTextEngine,
  type SpeechToTextEngine,
} from '../../engines/speechToText/index.js';
import { convertAudio, fliteSpeech } from '../../engines/speechToText/testSpeech.js';
import { wordErrorRate } from '../../engines/speechToText/wordErrorRate.js';
import { getJob } from '../../jobs/jobQueue.js';
import { JobRunner } from '../../jobs/jobRunner.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { tempDir } from '../../../test/tempDirs.js';
import { openTestDatabase, type TestDatabase } from '../../../test/testDatabase.js';
import {
  TRANSCRIPTION_JOB_TYPE,
  transcriptionJobHandler,
} from '../../services/transcriptions/transcriptionJob.js';
import { transcriptionRoutes } from './transcriptionRoutes.js';

const SENTENCE = 'My teacher asked us to write a short story about our family.';

let database: TestDatabase;
let app: FastifyInstance;
let blobs: FilesystemBlobStore;
let runner: JobRunner | undefined;
let server: { url: string; database: { db: TestDatabase['db'] } };

async function start(speechToText: SpeechToTextEngine = createSpeechToTextEngine()) {
  database = await openTestDatabase();
  blobs = new FilesystemBlobStore(tempDir('transcription-blobs'));
  app = await buildApp({
    logger: false,
    db: database.db,
    webDistDir: tempDir('transcription-web'),
    namespaces: [
      {
        namespace: 't',
        routes: transcriptionRoutes({
          db: database.db,
          blobs,
          speechToText,
          limiter: new EngineRateLimiter(),
        }),
      },
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  server = {
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    database,
  };
  runner = new JobRunner(
    database.db,
    { [TRANSCRIPTION_JOB_TYPE]: transcriptionJobHandler({ blobs, speechToText }) },
    { idleDelayMs: 50 },
  );
}

beforeEach(async () => start());
afterEach(async () => {
  await runner?.stop();
  await app.close();
  await database.close();
});

function postRecording(
  client: ApiClient,
  audio: Buffer,
  contentType = 'audio/wav',
  language = 'en-US',
): Promise<Response> {
  return client.fetch(`t/transcriptions?language=${language}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: audio,
  });
}

/** Polls the job as a client would, until it has finished. */
async function finished(client: ApiClient, jobId: string): Promise<TranscriptionJob> {
  for (;;) {
    const response = await client.get(`t/transcriptions/${jobId}`);
    expect(response.status).toBe(200);
    const job = TranscriptionJobSchema.parse(await response.json());
    if (job.status === 'done' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function signedIn(overrides: Parameters<typeof buildUser>[1] = {}) {
  return signedInClient(server, await buildUser(database.db, overrides));
}

describe('POST t/transcriptions and GET t/transcriptions/{jobId}', () => {
  it('answers 202 with a job id at once; the job transcribes a WebM recording with word timings', async () => {
    const client = await signedIn();
    const dir = tempDir('transcription-speech');
    const webm = convertAudio(dir, fliteSpeech(dir, 'family', SENTENCE, 'kal16'), 'webm', [
      '-c:a',
      'libopus',
    ]);

    const response = await postRecording(client, webm, 'audio/webm;codecs=opus');
    expect(response.status).toBe(202);
    const { jobId } = TranscriptionCreatedSchema.parse(await response.json());
    // Nothing runs the job yet: it waits in the queue.
    expect(await (await client.get(`t/transcriptions/${jobId}`)).json()).toEqual({
      status: 'queued',
    });

    runner!.start();
    const job = await finished(client, jobId);

    expect(job.status).toBe('done');
    expect(job.result).toMatchObject({ language: 'en-US', engine: 'pocketsphinx' });
    expect(wordErrorRate(SENTENCE, job.result!.text).rate).toBeLessThan(0.15);
    expect(job.result!.words.length).toBeGreaterThan(5);
    // The recording is kept only until it is transcribed.
    const { blobKey } = (await getJob(database.db, jobId))!.payload as { blobKey: string };
    expect(await blobs.head(blobKey)).toBeNull();
  });

  it('shows a job only to the user who started it', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    // 2 MB, over the server's usual 1 MB body limit: recordings have their own.
    const response = await postRecording(owner, Buffer.alloc(2 * 1024 * 1024));
    expect(response.status).toBe(202);
    const { jobId } = TranscriptionCreatedSchema.parse(await response.json());

    const peek = await other.get(`t/transcriptions/${jobId}`);
    expect(peek.status).toBe(404);
    expect(await peek.json()).toMatchObject({ error: 'not_found' });
    expect((await owner.get('t/transcriptions/no-such-job')).status).toBe(404);
  });

  it('tells the user when a recording cannot be read, and deletes it', async () => {
    const client = await signedIn();
    const response = await postRecording(client, Buffer.from('certainly not audio'.repeat(20)));
    const { jobId } = TranscriptionCreatedSchema.parse(await response.json());

    runner!.start();
    expect(await finished(client, jobId)).toEqual({
      status: 'failed',
      error: 'The recording could not be read: it is damaged or not in an audio format.',
    });
    const { blobKey } = (await getJob(database.db, jobId))!.payload as { blobKey: string };
    expect(await blobs.head(blobKey)).toBeNull();
  });

  it('asks anonymous callers to sign in', async () => {
    const anonymous = apiClient(server);
    const response = await postRecording(anonymous, Buffer.from('audio'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: 'sign_in_required',
      message: 'Please sign in first.',
    });
    expect((await anonymous.get('t/transcriptions/any')).status).toBe(401);
  });

  it('§6: refuses minors and opted-out users alike, without saying why', async () => {
    const minor = await signedIn({ isMinor: true });
    const optedOut = await signedIn({ settings: { transcriptionOptOutEnabled: true } });
    for (const client of [minor, optedOut]) {
      const response = await postRecording(client, Buffer.from('audio'));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        error: 'transcription_disabled',
        message: TRANSCRIPTION_DISABLED_MESSAGE,
      });
    }
  });

  it('refuses a language without speech to text (422) and a malformed one (400)', async () => {
    const client = await signedIn();
    const spanish = await postRecording(client, Buffer.from('audio'), 'audio/wav', 'es-ES');
    expect(spanish.status).toBe(422);
    expect(await spanish.json()).toMatchObject({
      error: 'unsupported_language',
      message: 'Speech to text is not available for es-ES.',
    });
    const malformed = await postRecording(client, Buffer.from('audio'), 'audio/wav', 'english!');
    expect(malformed.status).toBe(400);
  });

  it('refuses a body that is not audio (415) or over the size limit (413)', async () => {
    const client = await signedIn();
    const json = await client.post('t/transcriptions?language=en-US', { audio: 'base64…' });
    expect(json.status).toBe(415);
    expect(await json.json()).toMatchObject({ error: 'unsupported_audio' });
    const octets = await postRecording(client, Buffer.from('audio'), 'application/octet-stream');
    expect(octets.status).toBe(415);

    const huge = await postRecording(client, Buffer.alloc(TRANSCRIPTION_MAX_AUDIO_BYTES + 1));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: 'input_too_large',
      message: 'The recording is too large to transcribe: the limit is 25 MB.',
    });
  });

  it('limits how many transcriptions one user starts in a short time (429)', async () => {
    const client = await signedIn();
    for (let call = 0; call < TRANSCRIPTION_RATE_LIMIT.limit; call += 1) {
      expect((await postRecording(client, Buffer.from('audio'))).status).toBe(202);
    }
    const response = await postRecording(client, Buffer.from('audio'));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('POST t/transcriptions without an engine', () => {
  beforeEach(async () => {
    await runner?.stop();
    await app.close();
    await database.close();
    await start(createSpeechToTextEngine({ pocketsphinxBinary: '/nonexistent/pocketsphinx' }));
  });

  it('says speech to text is not available on this server (503)', async () => {
    const client = await signedIn();
    const response = await postRecording(client, Buffer.from('audio'));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'engine_unavailable' });
  });
});

describe('POST t/transcriptions with an engine that speaks every language', () => {
  beforeEach(async () => {
    await runner?.stop();
    await app.close();
    await database.close();
    // An HTTP provider for all languages; never called here, as the catalogue refuses first.
    await start(createSpeechToTextEngine({ provider: 'http', httpUrl: 'http://127.0.0.1:9' }));
  });

  it('§3: still refuses a language the catalogue switches off (speech_to_text_overrides NONE)', async () => {
    const client = await signedIn();
    const haitian = await postRecording(client, Buffer.from('audio'), 'audio/wav', 'ht-HT');
    expect(haitian.status).toBe(422);
    expect(await haitian.json()).toMatchObject({
      error: 'unsupported_language',
      details: { language: 'ht-HT', reason: 'disabled_for_language' },
    });
  });
});
