import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface RunProcessOptions {
  /** The child is killed (SIGKILL) when it runs longer than this. */
  timeoutMs: number;
  /** The child is killed when this aborts. */
  signal?: AbortSignal;
  /** The child is killed when it prints more than this on stdout. */
  maxStdoutBytes: number;
}

export interface ProcessOutput {
  stdout: Buffer;
  /** The last few kilobytes of stderr, for error messages. */
  stderrTail: string;
}

const STDERR_TAIL_BYTES = 1024;

/** Why a child process did not succeed; `detail` is for logs, not for users. */
export class ProcessFailedError extends Error {
  override readonly name = 'ProcessFailedError';
  constructor(
    readonly reason: 'exit' | 'timeout' | 'aborted' | 'output_too_large' | 'spawn',
    readonly detail: string,
  ) {
    super(`${reason}: ${detail}`);
  }
}

/**
 * Runs a program to completion and collects its output. Never leaves the child behind: a
 * timeout, an abort or runaway output kills it, and the promise settles only once it exited.
 * @throws ProcessFailedError on a non-zero exit, timeout, abort, too much output or spawn error.
 */
export function runProcess(
  command: string,
  args: string[],
  options: RunProcessOptions,
): Promise<ProcessOutput> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new ProcessFailedError('aborted', `${command} was not started`));
      return;
    }
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrTail = '';
    let killedFor: ProcessFailedError | undefined;

    const kill = (reason: ProcessFailedError) => {
      killedFor ??= reason;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(
      () => kill(new ProcessFailedError('timeout', `${command} ran over ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const onAbort = () => kill(new ProcessFailedError('aborted', `${command} was aborted`));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      stdoutBytes += chunk.length;
      if (stdoutBytes > options.maxStdoutBytes) {
        kill(new ProcessFailedError('output_too_large', `${command} printed too much`));
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_BYTES);
    });

    child.on('error', (error) => kill(new ProcessFailedError('spawn', error.message)));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onAbort);
      if (killedFor) reject(killedFor);
      else if (code !== 0) {
        const how = signal ? `signal ${signal}` : `exit code ${code}`;
        reject(new ProcessFailedError('exit', `${command} failed (${how}): ${stderrTail.trim()}`));
      } else resolve({ stdout: Buffer.concat(stdout), stderrTail });
    });
  });
}

/**
 * Runs `work` with a fresh private temporary directory, removed afterwards whatever happens.
 * Recordings go through files, not pipes: pocketsphinx cannot open a socket as `-infile`
 * (Node's child stdin is one), and ffmpeg cannot seek in a pipe (M4A keeps its index at the end).
 */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'motes-stt-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
