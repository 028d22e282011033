import type { FastifyBaseLogger, FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app.js';
import { createBlobStore } from './blobs/index.js';
import type { BlobStore } from './blobs/blobStore.js';
import type { ServerConfig } from './config.js';
import { lockDataDir, type DataDirLock } from './dataDirLock.js';
import { openDatabase, type Database } from './db/database.js';
import { JobRunner } from './jobs/jobRunner.js';
import { jobHandlers } from './jobs/handlers.js';
import { scheduleDailyJobs } from './jobs/dailyJobs.js';
import { healthRoutes } from './routes/health/healthRoutes.js';
import { clientConfigRoutes } from './routes/clientConfig/clientConfigRoutes.js';
import { createMailer } from './mail/mailer.js';
import { devOutboxPage, outboxApiRoutes } from './routes/outbox/outboxRoutes.js';
import { otlRoutes } from './routes/signIn/otlRoutes.js';
import { oidcSignInRoutes } from './routes/signIn/oidcSignInRoutes.js';
import { withLogRedaction } from './http/logRedaction.js';
import { closeWithin } from './http/gracefulClose.js';
import { identityRoutes } from './routes/identity/identityRoutes.js';
import { statsRoutes } from './routes/stats/statsRoutes.js';
import { recordStart } from './services/deploymentRecorder.js';
import { SERVER_VERSION } from './version.js';
import { createEngines, type Engines } from './engines/createEngines.js';
import { languagesRoutes } from './routes/languages/languagesRoutes.js';
import { textToSpeechRoutes } from './routes/textToSpeech/textToSpeechRoutes.js';
import { transcriptionRoutes } from './routes/transcriptions/transcriptionRoutes.js';
import { translationRoutes } from './routes/translation/translationRoutes.js';
import { dictionaryRoutes } from './routes/dictionary/dictionaryRoutes.js';
import { ocrRoutes } from './routes/ocr/ocrRoutes.js';
import { predictionRoutes, userWordsRoutes } from './routes/prediction/predictionRoutes.js';
import { uploadRoutes } from './routes/uploads/uploadRoutes.js';
import { oembedRoutes } from './routes/motes/moteEmbedRoutes.js';
import { moteRoutes } from './routes/motes/moteRoutes.js';
import { MoteCreator } from './services/motes/moteCreator.js';
import { UploadPreparer } from './services/uploadPreparer.js';
import { ShareLinks } from './services/shareLinks.js';
import { toteRoutes } from './routes/totes/toteRoutes.js';
import { annotationRoutes } from './routes/annotations/annotationRoutes.js';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  blobs: BlobStore;
  jobs: JobRunner;
  /** The language engines (DESIGN.md "Language engines"), started lazily. */
  engines: Engines;
  /** The address the server listens on, e.g. http://127.0.0.1:8080 */
  url: string;
  /** Stops accepting requests, lets in-flight ones finish, then closes everything. */
  stop(): Promise<void>;
}

export interface StartOptions {
  logger?: FastifyServerOptions['logger'];
  /** An already opened (and migrated) database to use instead of opening config.database. */
  database?: Database;
}

/**
 * Starts the whole product in this process: data-dir lock, database (migrated), blob store,
 * job runner, HTTP server. Anything that fails half-way is undone before the error surfaces.
 */
export async function startServer(
  config: ServerConfig,
  options: StartOptions = {},
): Promise<RunningServer> {
  const cleanups: Array<() => Promise<void> | void> = [];
  const undo = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    // The data dir holds the embedded database and blobs; one server per data dir.
    const lock: DataDirLock = lockDataDir(config.dataDir);
    cleanups.push(() => lock.release());

    const database = options.database ?? (await openDatabase(config.database));
    cleanups.push(() => database.close());

    const blobs = await createBlobStore(config.blobs);
    cleanups.push(async () => blobs.close?.());

    const deploymentId = await recordStart(database.db);
    const mailer = createMailer(config.mail);
    cleanups.push(() => mailer.close());
    const outboxDeps = { db: database.db, environment: config.environment };
    // Engines log only once they run, which is after the app (and its logger) exists.
    const appLog: { current?: FastifyBaseLogger } = {};
    const engineLog = {
      info: (message: string) => appLog.current?.info(message),
      warn: (object: unknown, message: string) => appLog.current?.warn(object, message),
    };
    const engines = createEngines(config.engines, { blobs, db: database.db, log: engineLog });
    cleanups.push(async () => {
      for (const failure of await engines.close()) engineLog.warn({ err: failure }, 'engine close');
    });
    const { limiter } = engines;
    // Motes (issue 6): uploads are joined and analysed once, shared by f/ and m/.
    const preparer = new UploadPreparer(database.db, blobs);
    const moteCreator = new MoteCreator({
      db: database.db,
      blobs,
      preparer,
      speechToText: engines.speechToText,
      textToSpeech: engines.textToSpeech,
      freeMotePolicy: config.freeMotes,
    });
    // §9 link domains: every share URL the server gives out is made by this one object.
    const links = new ShareLinks(database.db, config.linkOrigins, {
      publicUrl: config.publicUrl,
      loopbackLinks: config.loopbackLinks,
    });
    const app = await buildApp({
      // Sign-in URLs carry one-time codes, database errors the values of their query:
      // request and error logs show neither.
      logger: withLogRedaction(options.logger ?? { level: config.logLevel }),
      webDistDir: config.webDistDir,
      trustProxy: config.trustProxy,
      db: database.db,
      links,
      staffEmails: config.staffEmails,
      securityHeaders: {
        webMonitoringDsn: config.webMonitoringDsn,
        googleOneTap: config.oidc.oneTapEnabled && config.oidc.client !== undefined,
      },
      namespaces: [
        {
          namespace: 'z',
          routes: healthRoutes({
            version: SERVER_VERSION,
            startedAt: Date.now(),
            database,
            blobs,
            deploymentId,
          }),
        },
        { namespace: 'z', routes: outboxApiRoutes(outboxDeps) },
        { namespace: 'z', routes: oembedRoutes({ db: database.db, links }) },
        {
          namespace: 'z',
          routes: clientConfigRoutes({ webMonitoringDsn: config.webMonitoringDsn }),
        },
        {
          namespace: 'i',
          routes: otlRoutes({
            db: database.db,
            mailer,
            publicUrl: config.publicUrl,
            environment: config.environment,
            signingSecret: config.signingSecret,
          }),
        },
        {
          namespace: 'i',
          routes: oidcSignInRoutes({
            db: database.db,
            publicUrl: config.publicUrl,
            oidc: config.oidc,
          }),
        },
        {
          namespace: 'i',
          routes: identityRoutes({
            db: database.db,
            freeMotePolicy: config.freeMotes,
            blobs,
          }),
        },
        { namespace: 'f', routes: uploadRoutes({ db: database.db, blobs, preparer }) },
        {
          namespace: 'm',
          routes: moteRoutes({
            db: database.db,
            blobs,
            creator: moteCreator,
            speechToText: engines.speechToText,
            links,
            signingSecret: config.signingSecret,
          }),
        },
        { namespace: 't', routes: languagesRoutes({ registry: engines.registry }) },
        {
          namespace: 't',
          routes: toteRoutes({ db: database.db, links, signingSecret: config.signingSecret }),
        },
        { namespace: 't', routes: textToSpeechRoutes({ engine: engines.textToSpeech, limiter }) },
        {
          namespace: 't',
          routes: transcriptionRoutes({
            db: database.db,
            blobs,
            speechToText: engines.speechToText,
            limiter,
          }),
        },
        {
          namespace: 't',
          routes: translationRoutes({
            translation: engines.translation,
            wordTranslation: engines.wordTranslation,
            limiter,
          }),
        },
        { namespace: 't', routes: ocrRoutes({ ocr: engines.ocr, limiter }) },
        {
          namespace: 't',
          routes: predictionRoutes({ db: database.db, prediction: engines.prediction, limiter }),
        },
        {
          namespace: 'u',
          routes: userWordsRoutes({ db: database.db, prediction: engines.prediction, limiter }),
        },
        { namespace: 'u', routes: annotationRoutes({ db: database.db }) },
        { namespace: 'd', routes: dictionaryRoutes({ dictionary: engines.dictionary, limiter }) },
        {
          namespace: 's',
          routes: statsRoutes({
            db: database.db,
            userIdPrefixAllowlist: config.analyticsUserIdPrefixAllowlist,
          }),
        },
      ],
    });
    appLog.current = app.log;
    // Half the shutdown time for requests in flight; main.ts gives up after the whole.
    cleanups.push(() => closeWithin(app, config.shutdownTimeoutMs / 2));
    await app.register(devOutboxPage(outboxDeps));
    if (
      config.environment !== 'production' &&
      !['127.0.0.1', '::1', 'localhost'].includes(config.host)
    ) {
      app.log.warn(
        'NODE_ENV is not production: /dev/outbox shows sign-in links to anyone on this machine',
      );
    }

    const jobs = new JobRunner(
      database.db,
      jobHandlers(database.db, {
        mailer,
        transcription: { blobs, speechToText: engines.speechToText },
        motes: { blobs, speechToText: engines.speechToText },
      }),
      {
        onError: (error, job) =>
          app.log.error({ err: error, jobId: job?.id, jobType: job?.type }, 'job failed'),
      },
    );
    await app.listen({ port: config.port, host: config.host });
    if (config.jobsEnabled) {
      const unschedule = scheduleDailyJobs(database.db, (error) =>
        app.log.error({ err: error }, 'scheduling failed'),
      );
      jobs.start();
      cleanups.push(() => jobs.stop(), unschedule);
    }

    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const displayHost =
      config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;

    let stopping: Promise<void> | undefined;
    return {
      app,
      database,
      blobs,
      jobs,
      engines,
      url: `http://${displayHost}:${port}`,
      stop: () => (stopping ??= undo()),
    };
  } catch (error) {
    await undo();
    throw error;
  }
}
