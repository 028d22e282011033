import type { FastifyRequest } from 'fastify';
import { maxRecordingSeconds, maxUploadBytes } from '@motes/shared';
import { clientOf } from '../../auth/requestAuth.js';
import type { UserRow } from '../../auth/sessionStore.js';
import { HttpError } from '../../http/errors.js';
import { ForbiddenError, InvalidInputError } from '../../domain/errors.js';
import { planOf } from '../identityStatusBuilder.js';

/**
 * Who owns an upload or a mote: the signed-in user, else the anonymous caller's device (§7
 * device id header). `key` is what the database stores and compares: `user:{id}` or
 * `device:{deviceId}`.
 */
export type MoteOwner =
  | { kind: 'user'; key: string; user: UserRow; deviceId: string | null }
  | { kind: 'device'; key: string; deviceId: string };

export function userOwnerKey(userId: string): string {
  return `user:${userId}`;
}

export function deviceOwnerKey(deviceId: string): string {
  return `device:${deviceId}`;
}

/**
 * The caller as an owner. A dead token answers 403 (the client signs out, §8) rather than
 * falling back to the device: the caller believes they are signed in.
 * @throws ForbiddenError for a dead token; a 400 for an anonymous caller without a device id
 */
export function ownerOf(request: FastifyRequest): MoteOwner {
  const auth = request.auth;
  if (auth.kind === 'user') {
    return {
      kind: 'user',
      key: userOwnerKey(auth.user.id),
      user: auth.user,
      deviceId: auth.session.deviceId,
    };
  }
  if (auth.kind === 'invalid') {
    throw new ForbiddenError('session_ended', 'Your session has ended. Please sign in again.');
  }
  const { deviceId } = clientOf(request);
  return { kind: 'device', key: deviceOwnerKey(deviceId), deviceId };
}

/** The caller as an owner, or undefined for an anonymous caller without a device id. */
export function optionalOwnerOf(request: FastifyRequest): MoteOwner | undefined {
  try {
    return ownerOf(request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return undefined;
    if (error instanceof InvalidInputError) return undefined;
    throw error;
  }
}

/** What the owner's plan allows one mote to be (§9 recording limits). */
export interface MoteLimits {
  /** §9: 60 s for a signed-in user without VIP, paid or trial; 300 s for everyone else. */
  maxSeconds: number;
  maxBytes: number;
  /** True when an upgrade would lift the limits. */
  upgradable: boolean;
}

export function limitsOf(owner: MoteOwner, now: Date): MoteLimits {
  const standing =
    owner.kind === 'user'
      ? {
          isLoggedIn: true,
          isVip: owner.user.isVip,
          isPaid: owner.user.isPaid,
          isInTrial: planOf(owner.user, now).isInFreeTrial,
        }
      : { isLoggedIn: false, isVip: false, isPaid: false, isInTrial: false };
  const maxSeconds = maxRecordingSeconds(standing);
  return {
    maxSeconds,
    maxBytes: maxUploadBytes(maxSeconds),
    upgradable: owner.kind === 'user' && !owner.user.isPaid && !owner.user.isVip,
  };
}
