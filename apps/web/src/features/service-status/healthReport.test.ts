import { describe, expect, it } from 'vitest';
import { readHealthReport } from './healthReport';

describe('readHealthReport', () => {
  it('accepts a healthy answer', () => {
    expect(readHealthReport({ status: 'ok', version: '1.0.0', uptimeSeconds: 3 })).toEqual({
      report: { status: 'ok', version: '1.0.0', uptimeSeconds: 3 },
    });
  });

  it.each([
    [null, { kind: 'unreadable' }],
    ['<html>', { kind: 'unreadable' }],
    [{ status: 'starting' }, { kind: 'notOk', status: 'starting' }],
    [{ status: 'ok', version: 1, uptimeSeconds: 3 }, { kind: 'incomplete' }],
    [{ status: 'ok', version: '1.0.0' }, { kind: 'incomplete' }],
  ])('explains what is wrong with %j', (body, problem) => {
    expect(readHealthReport(body)).toEqual(problem);
  });
});
