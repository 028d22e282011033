import { describe, expect, it } from 'vitest';
import { isLoopbackHost, isStyleGuideAvailable } from './styleGuideAvailability';

describe('style guide availability (outside production only)', () => {
  it.each(['localhost', 'app.localhost', '127.0.0.1', '127.12.0.3', '[::1]', '::1'])(
    '%s is this machine',
    (host) => expect(isLoopbackHost(host)).toBe(true),
  );

  it.each(['motes.app', 'www.motes.app', '192.168.1.20', '10.0.0.5', 'localhost.example.com'])(
    '%s is not',
    (host) => expect(isLoopbackHost(host)).toBe(false),
  );

  it('shows on loopback, in the dev server and in tests; a public host gets the 404 page', () => {
    expect(isStyleGuideAvailable('localhost', 'production', false)).toBe(true);
    expect(isStyleGuideAvailable('school.example.org', 'development', true)).toBe(true);
    expect(isStyleGuideAvailable('school.example.org', 'test', false)).toBe(true);
    expect(isStyleGuideAvailable('motes.app', 'production', false)).toBe(false);
  });
});
