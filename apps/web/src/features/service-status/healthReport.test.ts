import { describe, expect, it } from 'vitest';
import { readHealthReport } from './healthReport';

describe('readHealthReport', () => {
  it('accepts a healthy answer', () => {
    expect(readHealthReport({ status: 'ok', version: '1.0.0', uptimeSeconds: 3 })).toEqual({
      status: 'ok',
      version: '1.0.0',
      uptimeSeconds: 3,
    });
  });

  it.each([
    [null, 'The service sent an unreadable answer.'],
    ['<html>', 'The service sent an unreadable answer.'],
    [{ status: 'starting' }, 'The service reports its status as "starting".'],
    [{ status: 'ok', version: 1, uptimeSeconds: 3 }, 'The service sent an incomplete answer.'],
    [{ status: 'ok', version: '1.0.0' }, 'The service sent an incomplete answer.'],
  ])('explains what is wrong with %j', (body, reason) => {
    expect(readHealthReport(body)).toBe(reason);
  });
});
