import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface BenchServer {
  url: string;
  /** The server's process id (to read its memory), when it runs in a child process. */
  pid?: number | undefined;
  stop(): Promise<void>;
}

/** Starts a child process and resolves with the URL it prints (`http://…:port`). */
function startPrintingUrl(
  child: ChildProcess,
  cleanup: () => void = () => {},
): Promise<BenchServer> {
  return new Promise((resolve, reject) => {
    let output = '';
    let listening = false;
    // Keeps draining the pipe after start-up: a full pipe would block the server's logging.
    const onData = (chunk: Buffer) => {
      if (listening) return;
      output += chunk.toString();
      const match = /http:\/\/[\w.]+:(\d+)/.exec(output);
      if (match) {
        listening = true;
        resolve({
          url: `http://127.0.0.1:${match[1]}`,
          pid: child.pid,
          stop: () =>
            new Promise((done) => {
              child.once('exit', () => {
                cleanup();
                done();
              });
              child.kill('SIGTERM');
            }),
        });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** The baseline: a bare node:http server answering the same JSON as /api/z/health. */
export function startBareServer(): Promise<BenchServer> {
  const script = `
    const http = require('node:http');
    const server = http.createServer((req, res) => {
      const body = JSON.stringify({ status: 'ok', version: '0.0.0', uptimeSeconds: 1 });
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    server.listen(0, '127.0.0.1', () => console.log('http://127.0.0.1:' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));`;
  return startPrintingUrl(
    spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'pipe'] }),
  );
}

/** The real built server (npm run build) on a free port with a fresh data dir. */
export function startMotesServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'motes-bench-'));
  // BENCH_SERVER_MAIN: another build of the server (a copy of dist/ kept apart from rebuilds).
  const main = process.env.BENCH_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [main], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return startPrintingUrl(child, () => rmSync(dataDir, { recursive: true, force: true }));
}
