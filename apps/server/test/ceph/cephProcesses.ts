import type { ChildProcess } from 'node:child_process';
import { execFile, spawn } from 'node:child_process';
import { accessSync, closeSync, constants, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The Debian packages that hold every binary below. */
export const CEPH_PACKAGES = 'ceph-mon ceph-osd radosgw ceph-common';
const BINARIES = [
  'ceph-mon',
  'ceph-osd',
  'radosgw',
  'ceph-authtool',
  'monmaptool',
  'radosgw-admin',
  'ceph',
] as const;
export type CephBinary = (typeof BINARIES)[number];

/**
 * Finds the Ceph binaries.
 * @throws naming the missing binaries and the Debian packages to install.
 */
export function findCephBinaries(): Record<CephBinary, string> {
  const found: Partial<Record<CephBinary, string>> = {};
  for (const name of BINARIES) found[name] = findExecutable(name);
  const missing = BINARIES.filter((name) => !found[name]);
  if (missing.length > 0) {
    throw new Error(
      `The S3 tests start a throwaway Ceph cluster, but ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} not installed. On Debian/Ubuntu run:\n` +
        `  apt-get install -y --no-install-recommends ${CEPH_PACKAGES}\n` +
        'or point the tests at another S3 store with S3_TEST_ENDPOINT, S3_TEST_ACCESS_KEY_ID ' +
        'and S3_TEST_SECRET_ACCESS_KEY.',
    );
  }
  return found as Record<CephBinary, string>;
}

/** The path of an executable on PATH, or in the sbin folders a non-login root shell may lack. */
function findExecutable(name: string): string | undefined {
  const folders = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/sbin'];
  for (const folder of folders.filter(Boolean)) {
    const candidate = path.join(folder, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return undefined;
}

/** Runs a command to completion; rejects with its stderr when it fails or overruns. */
export function runCommand(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      file,
      args,
      { env: options.env, timeout: options.timeoutMs ?? 30_000, killSignal: 'SIGKILL' },
      (error, stdout, stderr) => {
        if (error) {
          const detail = String(stderr).trim().split('\n').slice(-5).join('\n');
          reject(
            new Error(
              `${path.basename(file)} ${args.join(' ')} failed: ${error.message}\n${detail}`,
            ),
          );
        } else {
          resolve(String(stdout));
        }
      },
    );
  });
}

const SETPRIV = findExecutable('setpriv');

/** A long-running Ceph daemon started by us. */
export interface Daemon {
  name: string;
  child: ChildProcess;
  /** Resolves once the process has exited (for any reason). */
  exited: Promise<void>;
  hasExited(): boolean;
}

/**
 * Starts a daemon in the foreground (`-f`), its stderr appended to `stderrFile`. Through
 * util-linux's `setpriv --pdeathsig` the kernel kills it when this process dies, however it
 * dies (even SIGKILL); without setpriv, removeAbandonedClusters cleans up on the next run.
 */
export function startDaemon(
  name: string,
  file: string,
  args: string[],
  stderrFile: string,
  env: NodeJS.ProcessEnv,
): Daemon {
  const stderr = openSync(stderrFile, 'a');
  let child: ChildProcess;
  try {
    const command = SETPRIV
      ? [SETPRIV, '--pdeathsig', 'KILL', '--', file, '-f', ...args]
      : [file, '-f', ...args];
    child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'ignore', stderr], env });
  } finally {
    closeSync(stderr);
  }
  let done = false;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.once('error', () => resolve());
  }).then(() => {
    done = true;
  });
  return { name, child, exited, hasExited: () => done };
}

/** Kills a daemon at once (its data is thrown away anyway) and waits until it is gone. */
export async function killDaemon(daemon: Daemon, waitMs = 10_000): Promise<void> {
  if (daemon.hasExited()) return;
  daemon.child.kill('SIGKILL');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  // Cleared afterwards: a pending timer would keep the test run alive for waitMs.
  await Promise.race([daemon.exited, timeout]).finally(() => clearTimeout(timer));
}

/** True when `pid` runs and its command line mentions `marker` (guards against reused pids). */
export function processMentions(pid: number, marker: string): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker);
  } catch {
    return false;
  }
}

/** True while a process with this id exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
