import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  isTransientUploadError,
} from '@motes/api-client';
import { ApiErrorBodySchema } from '@motes/shared';
import type { MessageArgs } from '@motes/ui';

type Translate = (id: string, args?: MessageArgs) => string;

/**
 * A sentence for the person whose mote could not be made: the server's own message for a 4xx
 * (they are written for users: wrong type, too big, too long, free motes used up), a
 * connection message when there was no answer, else a generic one. A 5xx never shows its
 * message: the server keeps its internals to itself.
 */
export function creatingErrorMessage(error: unknown, t: Translate): string {
  if (
    error instanceof ApiNetworkError ||
    error instanceof ApiTimeoutError ||
    isTransientUploadError(error)
  ) {
    return t('create-error-connection');
  }
  if (error instanceof ApiError && error.status < 500) {
    const body = ApiErrorBodySchema.safeParse(error.body);
    if (body.success && body.data.message) return body.data.message;
  }
  return t('recorder-upload-failed-generic');
}
