import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readSync } from 'node:fs';
import path from 'node:path';
import { TranslationUnavailableError } from './translationEngine.js';

/**
 * Runs `apertium-apy` for this server: started on first use, on 127.0.0.1 only, restarted
 * with growing delays when it dies, stopped with the server.
 *
 * APY 0.11.7 has no option to choose its address: it listens on every interface. So it is
 * started through a few lines of Python that replace tornado's `bind` (which APY calls with
 * the port only) by one that binds 127.0.0.1 on a free port and prints the port. The same
 * Python that runs the `apertium-apy` script is used (its `#!` line), since that is the one
 * with APY's modules; the launcher also stops APY when this process goes away (its stdin
 * closes), so a crashed server leaves no translator behind.
 */
const LAUNCHER = `
import os, signal, socket, threading
import tornado.tcpserver
from tornado.netutil import bind_sockets

def bind_loopback(self, port, address=None, *args, **kwargs):
    sockets = bind_sockets(port, address='127.0.0.1', family=socket.AF_INET)
    self.add_sockets(sockets)
    print('APY_LISTENING %d' % sockets[0].getsockname()[1], flush=True)

def stop_with_parent():
    # os.read, not sys.stdin: a thread blocked inside sys.stdin holds its lock, and Python
    # then hangs on exit waiting for that lock.
    while os.read(0, 4096):
        pass
    os.killpg(0, signal.SIGTERM)

tornado.tcpserver.TCPServer.bind = bind_loopback
threading.Thread(target=stop_with_parent, daemon=True).start()
from apertium_apy import apy
apy.main()
`;

/** APY loads a pair's pipeline on first use (~130 ms) and keeps it; idle ones are freed. */
const IDLE_PIPELINE_SECONDS = 15 * 60;
const START_TIMEOUT_MS = 20_000;
const STOP_GRACE_MS = 3_000;
/** Restart delays after a crash: 0.5 s, 1 s, 2 s… up to 30 s; reset after a minute of health. */
const RESTART_DELAY_MS = { first: 500, max: 30_000, healthyAfter: 60_000 } as const;

export interface ApertiumServerOptions {
  /** The `apertium-apy` script: a path, or a name looked up on PATH. */
  apyBinary: string;
  /** Where the pairs' `.mode` files are (Debian: /usr/share/apertium/modes). */
  modesDir: string;
  /** Told about starts, crashes and restarts. */
  log?: (message: string) => void;
}

export class ApertiumServer {
  private process: ChildProcess | undefined;
  private ready: Promise<string> | undefined;
  private failures = 0;
  private startedAt = 0;
  private notBefore = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: ApertiumServerOptions) {}

  /** The installed `apertium-apy` script, or undefined when APY is not installed. */
  static findBinary(apyBinary: string): string | undefined {
    const candidates = apyBinary.includes('/')
      ? [apyBinary]
      : (process.env.PATH ?? '').split(':').map((dir) => path.join(dir, apyBinary));
    return candidates.find((candidate) => {
      try {
        accessSync(candidate, constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  }

  /** The process id while APY runs (tests stop it to see it come back). */
  get pid(): number | undefined {
    return this.process?.pid;
  }

  /** APY's base URL (`http://127.0.0.1:PORT`), starting APY first if it is not running. */
  url(): Promise<string> {
    if (this.closed) return Promise.reject(new TranslationUnavailableError('Apertium stopped'));
    if (this.ready) return this.ready;
    if (Date.now() < this.notBefore) {
      return Promise.reject(
        new TranslationUnavailableError('Apertium is restarting; try again in a moment'),
      );
    }
    return this.start();
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.restartTimer);
    const child = this.process;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child, 'SIGTERM');
    const force = setTimeout(() => killGroup(child, 'SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(force);
  }

  private start(): Promise<string> {
    const binary = ApertiumServer.findBinary(this.options.apyBinary);
    if (!binary) {
      return Promise.reject(new TranslationUnavailableError('apertium-apy is not installed'));
    }
    const child = spawn(
      pythonOf(binary),
      [
        '-c',
        LAUNCHER,
        '-p',
        '0',
        '-j',
        '1',
        '-m',
        String(IDLE_PIPELINE_SECONDS),
        this.options.modesDir,
      ],
      // Its own process group, so stopping it also stops the translation pipelines it forks.
      {
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: { ...process.env, LC_ALL: 'C.UTF-8' },
      },
    );
    this.process = child;
    this.startedAt = Date.now();
    const ready = this.waitUntilListening(child);
    this.ready = ready;
    child.once('exit', (code, signal) => this.handleExit(child, ready, code ?? signal));
    ready.catch(() => {
      killGroup(child, 'SIGKILL');
      if (this.process === child) {
        this.process = undefined;
        this.ready = undefined;
      }
      this.noteFailure();
    });
    return ready;
  }

  private waitUntilListening(child: ChildProcess): Promise<string> {
    return new Promise((resolve, reject) => {
      let output = '';
      let listening = false;
      const timer = setTimeout(
        () => reject(new TranslationUnavailableError(`apertium-apy did not start:\n${output}`)),
        START_TIMEOUT_MS,
      );
      // Both pipes are read for as long as APY runs: a full pipe would block it.
      child.stderr!.on('data', (chunk: Buffer) => {
        if (!listening) output = (output + chunk.toString()).slice(-4000);
      });
      child.stdout!.on('data', (chunk: Buffer) => {
        if (listening) return;
        output = (output + chunk.toString()).slice(-4000);
        const port = /APY_LISTENING (\d+)/.exec(output)?.[1];
        if (!port) return;
        listening = true;
        clearTimeout(timer);
        this.options.log?.(`apertium-apy started (pid ${child.pid}, 127.0.0.1:${port})`);
        resolve(`http://127.0.0.1:${port}`);
      });
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(new TranslationUnavailableError(`apertium-apy could not start: ${error.message}`));
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(
          new TranslationUnavailableError(`apertium-apy exited (${code ?? signal}):\n${output}`),
        );
      });
    });
  }

  private handleExit(child: ChildProcess, ready: Promise<string>, status: unknown): void {
    if (this.process !== child) return;
    this.process = undefined;
    this.ready = undefined;
    if (this.closed) return;
    // A failed start is reported to its caller; only a crash after a good start restarts.
    void ready.then(
      () => {
        this.options.log?.(`apertium-apy exited (${String(status)}); restarting`);
        this.noteFailure();
        this.restartTimer = setTimeout(() => {
          // A caller may have started it already once the delay was over.
          if (!this.ready && !this.closed) this.start().catch(() => {});
        }, this.notBefore - Date.now());
        this.restartTimer.unref();
      },
      () => {},
    );
  }

  private noteFailure(): void {
    if (Date.now() - this.startedAt > RESTART_DELAY_MS.healthyAfter) this.failures = 0;
    this.failures += 1;
    const delay = Math.min(RESTART_DELAY_MS.first * 2 ** (this.failures - 1), RESTART_DELAY_MS.max);
    this.notBefore = Date.now() + delay;
  }
}

/** The interpreter named on the script's `#!` line (`/usr/bin/python3`), else `python3`. */
function pythonOf(script: string): string {
  const head = Buffer.alloc(200);
  const file = openSync(script, 'r');
  const length = readSync(file, head, 0, head.length, 0);
  closeSync(file);
  const firstLine = head.toString('utf8', 0, length).split('\n')[0]!;
  const interpreter = /^#!\s*(\S+)(?:\s+(\S+))?/.exec(firstLine);
  if (!interpreter) return 'python3';
  // `#!/usr/bin/env python3` names the interpreter in its argument.
  return path.basename(interpreter[1]!) === 'env' && interpreter[2]
    ? interpreter[2]
    : interpreter[1]!;
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Already gone.
  }
}
