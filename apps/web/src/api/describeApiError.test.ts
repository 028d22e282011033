import { describe, expect, it } from 'vitest';
import { ApiError, ApiNetworkError, ApiTimeoutError } from '@motes/api-client';
import { apiErrorCode, CONNECTION_PROBLEM_MESSAGE, describeApiError } from './describeApiError';

const body = { error: 'email_mismatch', message: 'Type your own address.', requestId: 'r1' };

describe('describeApiError', () => {
  it('uses the message a 4xx error body carries, and exposes its code', () => {
    const error = new ApiError({ status: 400, method: 'POST', url: '/api/i/account/delete', body });
    expect(describeApiError(error, 'fallback')).toBe('Type your own address.');
    expect(apiErrorCode(error)).toBe('email_mismatch');
  });

  it('never shows a 5xx message', () => {
    const error = new ApiError({ status: 500, method: 'GET', url: '/api/x', body });
    expect(describeApiError(error, 'Please try again.')).toBe('Please try again.');
  });

  it('talks about the connection when there was no answer', () => {
    expect(
      describeApiError(new ApiNetworkError('GET', '/api/x', 1, new Error('refused')), 'f'),
    ).toBe(CONNECTION_PROBLEM_MESSAGE);
    expect(describeApiError(new ApiTimeoutError('GET', '/api/x', 4, 16000), 'f')).toBe(
      CONNECTION_PROBLEM_MESSAGE,
    );
  });

  it('falls back for anything else', () => {
    expect(describeApiError(new Error('boom'), 'Something went wrong.')).toBe(
      'Something went wrong.',
    );
    expect(apiErrorCode(new Error('boom'))).toBeUndefined();
  });
});
