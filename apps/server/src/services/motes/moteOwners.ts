import { maxRecordingSeconds, maxUploadBytes } from '@motes/shared';
import type { UserRow } from '../../auth/sessionStore.js';
import { planOf } from '../identityStatusBuilder.js';

// The owner keys are written once, beside the actor whose objects they name.
export { deviceOwnerKey, userOwnerKey } from '../../authorisation/actor.js';

/**
 * Who owns an upload or a mote: the signed-in user, else the anonymous caller's device (§7
 * device id header). `key` is what the database stores and compares: `user:{id}` or
 * `device:{deviceId}`. Routes get it from `authorise(request.actor, 'mote.create')` (the
 * authorisation module's principal has this shape).
 */
export type MoteOwner =
  | { kind: 'user'; key: string; user: UserRow; deviceId: string | null }
  | { kind: 'device'; key: string; deviceId: string };

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
