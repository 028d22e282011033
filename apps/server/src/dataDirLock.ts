import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export interface DataDirLock {
  readonly path: string;
  release(): void;
}

interface LockOwner {
  pid: number;
  hostname: string;
  startedAt: string;
}

/**
 * Takes an exclusive lock on the data directory, or refuses with a clear message.
 *
 * Why: two server processes on one embedded database silently lose rows (measured), so the
 * second one must not start. The lock is a file created with O_EXCL holding the owner's pid;
 * a lock left by a process that no longer exists (a crash, kill -9) is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      const owner: LockOwner = {
        pid: process.pid,
        hostname: os.hostname(),
        startedAt: new Date().toISOString(),
      };
      writeSync(fd, JSON.stringify(owner));
      closeSync(fd);
      return { path: lockPath, release: () => releaseIfOwned(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner && isAlive(owner)) {
        throw new DataDirLockedError(
          `Another Motes server (pid ${owner.pid}, started ${owner.startedAt}) is using the data directory ${dataDir}. ` +
            'Stop that server first, or set DATA_DIR to a different folder.',
        );
      }
      // Stale: its owner is gone. Remove and try again (O_EXCL settles any race).
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid === 'number' && typeof owner.hostname === 'string')
      return owner as LockOwner;
  } catch {
    // Unreadable or half-written (the owner died while writing it): treat as stale.
  }
  return undefined;
}

function isAlive(owner: LockOwner): boolean {
  // A lock from another host (a shared folder) cannot be checked: assume it is held.
  if (owner.hostname !== os.hostname()) return true;
  // After a container restart our own pid may equal a dead owner's: that lock is stale.
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOwned(lockPath: string): void {
  const owner = readOwner(lockPath);
  if (owner?.pid === process.pid) rmSync(lockPath, { force: true });
}
