import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './dataDirLock.js';
import { startServer } from './server.js';

/** Entry point of the built server (dist/main.js). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) return fail(error.message);
    throw error;
  }

  let server;
  try {
    server = await startServer(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) return fail(error.message);
    throw error;
  }
  const running = server;
  console.log(
    `Motes is running at ${running.url}  (data: ${config.dataDir}, database: ${running.database.kind}, blobs: ${running.blobs.kind})`,
  );

  let signalled = false;
  const shutdown = (signal: string) => {
    if (signalled) return;
    signalled = true;
    running.app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      running.app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

function fail(message: string): void {
  console.error(message);
  process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
