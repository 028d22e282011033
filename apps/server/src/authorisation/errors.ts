import { DEVICE_ID_HEADER } from '@motes/shared';
import { ForbiddenError, InvalidInputError, UnauthenticatedError } from '../domain/errors.js';

/** 401: the action needs a signed-in user and the caller sent no token. */
export function signInRequired(): UnauthenticatedError {
  return new UnauthenticatedError('sign_in_required', 'Please sign in first.');
}

/** 403: the token names no live session; the client signs out (§8). Never for a refused object. */
export function sessionEnded(): ForbiddenError {
  return new ForbiddenError('session_ended', 'Your session has ended. Please sign in again.');
}

/** 400: an anonymous caller who would own what it makes must say which device it is. */
export function deviceIdRequired(): InvalidInputError {
  return new InvalidInputError(
    'device_id_required',
    `Send a device id in the ${DEVICE_ID_HEADER} header.`,
  );
}
