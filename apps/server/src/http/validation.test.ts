import { describe, expect, it } from 'vitest';
import { z as classic } from 'zod';
import { SettingsUpdateSchema } from '@motes/shared';
import { HttpError } from './errors.js';
import { parseRequest } from './validation.js';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseRequest', () => {
  it('answers the parsed value', () => {
    expect(parseRequest(SettingsUpdateSchema, { voiceSpeed: 1.5 })).toEqual({ voiceSpeed: 1.5 });
  });

  it('refuses with a 400 naming the first problem in English (the shared zod/mini schemas load no locale)', () => {
    // Parsed directly, the same issue has no text: no locale is loaded in this file (yet).
    expect(SettingsUpdateSchema.safeParse({ voiceSpeed: 9 }).error?.issues[0]?.message).toBe(
      'Invalid input',
    );
    const error = refusal(() => parseRequest(SettingsUpdateSchema, { voiceSpeed: 9, colour: 1 }));
    expect(error).toMatchObject({ statusCode: 400, code: 'invalid_request' });
    expect(error.message).toBe('voiceSpeed: Too big: expected number to be <=2');
    expect(error.details).toEqual([
      { path: 'voiceSpeed', message: 'Too big: expected number to be <=2' },
      { path: '', message: 'Unrecognized key: "colour"' },
    ]);
  });

  it('keeps a schema’s own message and takes zod classic schemas too', () => {
    const schema = classic.object({ name: classic.string().min(2, 'Name is too short') });
    expect(refusal(() => parseRequest(schema, { name: 'a' })).message).toBe(
      'name: Name is too short',
    );
  });
});
