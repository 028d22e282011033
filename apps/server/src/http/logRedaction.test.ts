import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { redactUrl, withRedactedRequestUrls } from './logRedaction.js';

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
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: withRedactedRequestUrls({ level: 'info', stream }) });
    app.get('/login/complete', async () => 'ok');
    await app.inject({ url: '/login/complete?code=secret-login-code&x=1' });
    await app.close();
    const log = lines.join('');
    expect(log).toContain('/login/complete?code=[redacted]&x=1');
    expect(log).not.toContain('secret-login-code');
  });
});
