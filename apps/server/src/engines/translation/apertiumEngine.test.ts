// Issue 5 item 5: "sentences through Apertium (`apertium-apy` started and supervised by the
// server on loopback, or an external URL), pivoting through Spanish where no direct pair
// exists … The answer says which engine translated it." Done when "'Please open your books'
// translates to Spanish and French (through the pivot)". Runs the real Debian apertium-apy
// with apertium-eng-spa and apertium-fr-es.
import { spawn } from 'node:child_process';
import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ApertiumServer } from './apertiumServer.js';
import {
  createTranslationEngine,
  TranslationUnavailableError,
  UnsupportedPairError,
} from './index.js';
import type { ApertiumEngine } from './apertiumEngine.js';

const MODES_DIR = '/usr/share/apertium/modes';

describe('Apertium sentence translation (the server runs its own APY)', () => {
  const engine = createTranslationEngine({ provider: 'apertium' }) as ApertiumEngine;
  afterAll(() => engine.close());

  it('translates "Please open your books" into Spanish through the direct pair', async () => {
    const answer = await engine.translate({
      text: 'Please open your books',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(answer.engine).toBe('apertium');
    expect(answer.path).toEqual(['en', 'es']);
    expect(answer.translation).toMatch(/abrir .*libros/);
  });

  it('translates it into French through Spanish, and says so in the path', async () => {
    const answer = await engine.translate({
      text: 'Please open your books',
      from: 'en-US',
      to: 'fr-FR',
    });
    expect(answer).toMatchObject({ engine: 'apertium', path: ['en', 'es', 'fr'] });
    expect(answer.translation).toMatch(/ouvrir .*livres/);
  });

  it('prefers a regional variant the pairs have (pt-BR) and translates back into English', async () => {
    const toBrazil = await engine.translate({ text: 'the books', from: 'en-GB', to: 'pt-BR' });
    expect(toBrazil.path).toEqual(['en', 'es', 'pt-BR']);
    expect(toBrazil.translation).toMatch(/livros/);
    const toEnglish = await engine.translate({ text: 'la maison', from: 'fr-CA', to: 'en-GB' });
    expect(toEnglish).toMatchObject({ path: ['fr', 'es', 'en'], translation: 'The house' });
  });

  it('keeps plain text as it is: no HTML handling, no marks on unknown words', async () => {
    const answer = await engine.translate({
      text: 'Tom & Jerry <b> Xyzzyq',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(answer.translation).toBe('Tom & Jerry <b> Xyzzyq');
  });

  it('says which languages it can reach from English, without starting APY', () => {
    const fresh = createTranslationEngine({ provider: 'apertium' }) as ApertiumEngine;
    expect(fresh.support('en-US')).toEqual({ available: true, engine: 'apertium' });
    expect(fresh.support('es-US')).toEqual({ available: true, engine: 'apertium' });
    expect(fresh.support('fr-CA')).toEqual({ available: true, engine: 'apertium' });
    expect(fresh.support('ca-ES')).toEqual({ available: true, engine: 'apertium' });
    expect(fresh.support('de-DE')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    expect(fresh.apyPid).toBeUndefined();
  });

  it('answers pair questions, and refuses a pair it has no way for', async () => {
    expect(await engine.canTranslate('fr-FR', 'it-IT')).toEqual({
      available: true,
      engine: 'apertium',
    });
    expect(await engine.canTranslate('en-US', 'de-DE')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    expect(await engine.canTranslate('en-US', 'en-GB')).toMatchObject({ available: false });
    await expect(
      engine.translate({ text: 'Hello', from: 'en-US', to: 'ar-EG' }),
    ).rejects.toBeInstanceOf(UnsupportedPairError);
  });

  it('runs APY on 127.0.0.1 only', async () => {
    await engine.translate({ text: 'Hello', from: 'en-US', to: 'es-ES' });
    const addresses = listeningAddresses(engine.apyPid!);
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('restarts APY when it dies', async () => {
    await engine.translate({ text: 'Hello', from: 'en-US', to: 'es-ES' });
    const first = engine.apyPid!;
    process.kill(first, 'SIGKILL');
    // The supervisor starts a new APY after a short delay; until then callers get a 503.
    await expect.poll(() => engine.apyPid, { timeout: 15_000 }).not.toBe(first);
    await expect.poll(() => engine.apyPid, { timeout: 15_000 }).toBeDefined();
    const answer = await engine.translate({ text: 'the books', from: 'en-US', to: 'es-ES' });
    expect(answer.translation).toBe('Los libros');
    expect(engine.apyPid).not.toBe(first);
  });

  it('stops APY and its translation pipelines on close()', async () => {
    const own = createTranslationEngine({ provider: 'apertium' }) as ApertiumEngine;
    await own.translate({ text: 'Hello', from: 'en-US', to: 'es-ES' });
    const pid = own.apyPid!;
    const group = processGroup(pid);
    expect(group.length).toBeGreaterThan(1); // APY and the eng-spa pipeline it started
    await own.close();
    await expect.poll(() => processGroup(pid), { timeout: 5_000 }).toEqual([]);
    expect(own.apyPid).toBeUndefined();
  });
});

describe('the APY supervisor when APY cannot start', () => {
  it('answers unavailable, then waits before trying again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-apy-'));
    const broken = path.join(dir, 'apertium-apy');
    writeFileSync(broken, '#!/bin/false\n', { mode: 0o755 });
    const server = new ApertiumServer({ apyBinary: broken, modesDir: MODES_DIR });
    try {
      await expect(server.url()).rejects.toThrow(/apertium-apy exited/);
      await expect(server.url()).rejects.toThrow(/restarting/);
    } finally {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the APY supervisor when the server process dies without closing it', () => {
  it('leaves no translator running', async () => {
    const script = `
      import { ApertiumServer } from ${JSON.stringify(fileURLToPath(new URL('./apertiumServer.ts', import.meta.url)))};
      const server = new ApertiumServer({ apyBinary: 'apertium-apy', modesDir: '${MODES_DIR}' });
      await server.url();
      console.log('APY', server.pid);
      process.kill(process.pid, 'SIGKILL');`;
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise((resolve) => child.once('exit', resolve));
    const apyPid = Number(/APY (\d+)/.exec(output)?.[1]);
    expect(apyPid).toBeGreaterThan(0);
    await expect.poll(() => processGroup(apyPid), { timeout: 5_000 }).toEqual([]);
  });
});

describe('Apertium through an external APY (APERTIUM_APY_URL)', () => {
  // Another APY stands in for the external one: the same program a deployment would run.
  const external = new ApertiumServer({ apyBinary: 'apertium-apy', modesDir: MODES_DIR });
  afterAll(() => external.close());

  it('learns the pairs from /listPairs and translates through it', async () => {
    const engine = createTranslationEngine({ provider: 'apertium', apyUrl: await external.url() });
    expect(engine.support('es-ES')).toEqual({ available: false, reason: 'not_installed' });
    await engine.discoverLanguages();
    expect(engine.support('es-ES')).toEqual({ available: true, engine: 'apertium' });
    const answer = await engine.translate({ text: 'the house', from: 'en-US', to: 'fr-FR' });
    expect(answer).toEqual({
      translation: 'La maison',
      engine: 'apertium',
      path: ['en', 'es', 'fr'],
    });
    await engine.close();
  });

  it('is unavailable, not broken, when the external APY cannot be reached', async () => {
    const engine = createTranslationEngine({ provider: 'apertium', apyUrl: 'http://127.0.0.1:9' });
    expect(await engine.canTranslate('en-US', 'es-ES')).toEqual({
      available: false,
      reason: 'not_installed',
    });
    await expect(
      engine.translate({ text: 'Hello', from: 'en-US', to: 'es-ES' }),
    ).rejects.toBeInstanceOf(TranslationUnavailableError);
  });
});

describe('Apertium when apertium-apy is not installed', () => {
  it('says not_installed for every language and every pair', async () => {
    const engine = createTranslationEngine({
      provider: 'apertium',
      apyBinary: '/nonexistent/apertium-apy',
    });
    expect(engine.support('es-ES')).toEqual({ available: false, reason: 'not_installed' });
    expect(await engine.canTranslate('en-US', 'es-ES')).toEqual({
      available: false,
      reason: 'not_installed',
    });
  });
});

/** The TCP addresses a process listens on, from /proc (no `ss` needed). */
function listeningAddresses(pid: number): string[] {
  const sockets = new Set(
    readdirSync(`/proc/${pid}/fd`).flatMap((fd) => {
      const target = safe(() => readlinkSync(`/proc/${pid}/fd/${fd}`)) ?? '';
      return /^socket:\[(\d+)\]$/.exec(target)?.[1] ?? [];
    }),
  );
  const addresses: string[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // Fields: sl, local address, remote address, state (0A = LISTEN), …, inode (10th).
      if (fields[3] !== '0A' || !sockets.has(fields[9]!)) continue;
      const [host, port] = fields[1]!.split(':') as [string, string];
      const ip =
        table.endsWith('6') || host.length !== 8
          ? `[${host}]`
          : (host.match(/../g) ?? [])
              .reverse()
              .map((byte) => parseInt(byte, 16))
              .join('.');
      addresses.push(`${ip}:${parseInt(port, 16)}`);
    }
  }
  return addresses;
}

/** The processes still alive in a process group. */
function processGroup(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      const stat = safe(() => readFileSync(`/proc/${pid}/stat`, 'utf8'));
      // After the command's closing parenthesis: state, ppid, pgrp.
      const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
      return fields?.[2] === String(groupId) && fields[0] !== 'Z';
    })
    .map(Number);
}

function safe<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
