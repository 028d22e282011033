import { MOTE_NOT_FOUND_ERROR, MOTE_NOT_FOUND_MESSAGE, type MoteVisibility } from '@motes/shared';
import { NotFoundError } from '../../domain/errors.js';
import type { Actor } from '../actor.js';
import { definePolicy, inClassOf, isOwner, isStaff, type OwnedFacts } from '../policy.js';

/** What the mote policy reads of a mote (a `motes` row has all of it). */
export interface MoteFacts extends OwnedFacts {
  visibility: MoteVisibility;
  allowDownload: boolean;
}

/**
 * Who sees a mote: its owner; anyone when it is shared by link; the members of a class it is
 * posted to (wave 2); staff, for support. Nobody but the owner changes it: not a teacher (a
 * class's moderation removes a post from the class, not the pupil's mote), not staff.
 */
export function canReadMote(actor: Actor, mote: MoteFacts): boolean {
  return (
    mote.visibility === 'link' || isOwner(actor, mote) || inClassOf(actor, mote) || isStaff(actor)
  );
}

export const motePolicy = definePolicy<MoteFacts>()({
  notFound: () => new NotFoundError(MOTE_NOT_FOUND_ERROR, MOTE_NOT_FOUND_MESSAGE),
  actions: {
    /** A signed-in user, or an anonymous device (its motes are adopted at sign-in). */
    create: { gate: 'owner' },
    list: { gate: 'owner' },
    read: { gate: 'anyone', allows: canReadMote },
    /** Counting a play: whoever may read it. */
    play: { gate: 'anyone', allows: canReadMote },
    /** The audio file as a download: the owner, or a reader when the owner allows downloads. */
    download: {
      gate: 'anyone',
      allows: (actor, mote) =>
        isOwner(actor, mote) || (mote.allowDownload && canReadMote(actor, mote)),
    },
    update: { gate: 'owner', allows: isOwner },
    delete: { gate: 'owner', allows: isOwner },
    restore: { gate: 'owner', allows: isOwner },
    /** Putting a mote into a tote: the owner's own motes only. */
    collect: { gate: 'owner', allows: isOwner },
  },
});
