import { spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock.js';

import { tempDir as makeTempDir } from '../test/tempDirs.js';

const tempDir = () => makeTempDir('lock');

describe('lockDataDir', () => {
  it('refuses a second owner with a message naming the folder and what to do', () => {
    const dir = tempDir();
    const lock = lockDataDir(dir);
    // A live process other than us holds it: simulate with a real child process's pid.
    lock.release();
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: child.pid, hostname: os.hostname(), startedAt: 'earlier' }),
    );
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        new RegExp(`Another Motes server \\(pid ${child.pid}.*${dir}.*DATA_DIR`),
      );
    } finally {
      child.kill();
    }
  });

  it('takes over a lock whose owner died (crash or kill -9)', () => {
    const dir = tempDir();
    writeFileSync(
      path.join(dir, 'server.lock'),
      JSON.stringify({ pid: 2 ** 22 + 17, hostname: os.hostname(), startedAt: 'x' }),
    );
    const lock = lockDataDir(dir);
    expect(existsSync(lock.path)).toBe(true);
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('treats a half-written lock file as stale', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'server.lock'), '{"pid":');
    lockDataDir(dir).release();
  });
});
