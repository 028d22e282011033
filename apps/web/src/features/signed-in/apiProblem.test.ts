import { describe, expect, it } from 'vitest';
import { ApiNetworkError } from '@motes/api-client';
import { CONNECTION_PROBLEM_MESSAGE } from '../../api/describeApiError';
import { englishTranslator } from '../../testing/testTranslator';
import { describeApiProblem } from './apiProblem';

describe('describeApiProblem', () => {
  const { t } = englishTranslator();

  it('words a missing connection as describeApiError does, in en-US', () => {
    expect(t('app-connection-problem')).toBe(CONNECTION_PROBLEM_MESSAGE);
    const error = new ApiNetworkError(
      'GET',
      'http://127.0.0.1:1/api/i/status',
      1,
      new Error('down'),
    );
    expect(describeApiProblem(t, error, 'fallback')).toBe(CONNECTION_PROBLEM_MESSAGE);
  });

  it('falls back to the caller’s sentence for anything it cannot explain', () => {
    expect(describeApiProblem(t, new Error('boom'), 'Please try again.')).toBe('Please try again.');
  });
});
