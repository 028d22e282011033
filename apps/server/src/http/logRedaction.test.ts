import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildUser, signedInClient } from '../../test/factories.js';
import { openTestDatabase } from '../../test/testDatabase.js';
import { loadConfig } from '../config.js';
import { startServer } from '../server.js';
import { redactUrl, serializeError, withLogRedaction } from './logRedaction.js';

/** A writable stream that keeps what the logger writes. */
function logCapture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}

describe('request log redaction', () => {
  it('hides one-time codes, states, tokens and credentials in URLs', () => {
    expect(redactUrl('/login/complete?code=abc123')).toBe('/login/complete?code=[redacted]');
    expect(redactUrl('/api/i/signIn/oidc/callback?code=c&state=s&iss=http%3A%2F%2Fid')).toBe(
      '/api/i/signIn/oidc/callback?code=[redacted]&state=[redacted]&iss=http%3A%2F%2Fid',
    );
    expect(redactUrl('/login/link?Token=t&x=1&credential')).toBe(
      '/login/link?Token=[redacted]&x=1&credential=[redacted]',
    );
    expect(redactUrl('/api/z/health')).toBe('/api/z/health');
  });

  it('applies to the request lines Fastify logs', async () => {
    const { stream, text } = logCapture();
    const app = Fastify({ logger: withLogRedaction({ level: 'info', stream }) });
    app.get('/login/complete', async () => 'ok');
    await app.inject({ url: '/login/complete?code=secret-login-code&x=1' });
    await app.close();
    const log = text();
    expect(log).toContain('/login/complete?code=[redacted]&x=1');
    expect(log).not.toContain('secret-login-code');
  });
});

describe('error log redaction (issue 14: no SQL parameter values in logs)', () => {
  it('keeps the SQL, the SQLSTATE and the constraint, and drops every value', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      constraint: 'users_primary_email_unique',
      table: 'users',
      detail: 'Key (primary_email)=(pupil@school.example) already exists.',
      where: "unnamed portal parameter $1 = 'pupil@school.example'",
      params: ['pupil@school.example'],
    });
    const error = new DrizzleQueryError(
      'insert into "users" ("id", "primary_email") values ($1, $2)',
      ['0b8f', 'pupil@school.example'],
      cause,
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain('pupil@school.example');
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message:
        'Failed query: insert into "users" ("id", "primary_email") values ($1, $2)\nparams: [redacted]',
      query: 'insert into "users" ("id", "primary_email") values ($1, $2)',
      params: '[2 values [redacted]]',
      cause: {
        code: '23505',
        constraint: 'users_primary_email_unique',
        detail: 'Key (primary_email)=([redacted])',
        where: '[redacted]',
      },
    });
    expect((logged as { stack: string }).stack).toMatch(/params: \[redacted\]\n\s+at /);
  });

  it('hides the value a data exception quotes (SQLSTATE class 22) and leaves other errors be', () => {
    const refused = Object.assign(new Error('invalid input syntax for type uuid: "my "secret""'), {
      code: '22P02',
    });
    expect(serializeError(refused)).toMatchObject({
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(serializeError(new Error('engine "piper" failed'))).toMatchObject({
      type: 'Error',
      message: 'engine "piper" failed',
    });
    expect(serializeError('not an error')).toBe('not an error');
  });

  // The whole server on 127.0.0.1 with its own logger configuration (server.ts), and a request
  // made to fail in the database: a test-only constraint and trigger that refuse a secret note.
  it('keeps a note out of the log line of a real failing request', async () => {
    const { stream, text } = logCapture();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'motes-log-redaction-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'false',
    });
    const server = await startServer(config, {
      database: await openTestDatabase(),
      logger: { level: 'error', stream },
    });
    try {
      const { db } = server.database;
      await db.execute(
        sql.raw(`alter table highlights add constraint no_check_secret
          check (note is null or note not like 'check%')`),
      );
      await db.execute(
        sql.raw(`create function cast_secret() returns trigger language plpgsql as $$
          begin if new.note like 'cast%' then perform new.note::uuid; end if; return new; end $$`),
      );
      await db.execute(
        sql.raw(`create trigger cast_secret before insert on highlights
          for each row execute function cast_secret()`),
      );
      const client = await signedInClient(server, await buildUser(db));
      for (const note of ['check: Mia’s private diary', 'cast: Mia’s private diary']) {
        const response = await client.post('u/highlights', {
          id: randomUUID(),
          pageUrl: 'https://news.example/rivers',
          colour: 'yellow',
          selector: { exact: 'valleys' },
          note,
        });
        expect(response.status).toBe(500);
      }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const log = text();
    expect(log).toContain('request failed');
    expect(log).toContain('no_check_secret');
    expect(log).toContain('"code":"22P02"');
    expect(log).toContain('insert into \\"highlights\\"');
    expect(log).not.toContain('private diary');
  });
});
