import { TOTE_NOT_FOUND_ERROR, TOTE_NOT_FOUND_MESSAGE } from '@motes/shared';
import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * Totes are shared by their link (issue 6 item 9): anyone who has the id may see one — each mote
 * in it still as the viewer may see that mote (the mote policy). Only the owner changes one.
 */
export const totePolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError(TOTE_NOT_FOUND_ERROR, TOTE_NOT_FOUND_MESSAGE),
  actions: {
    create: { gate: 'owner' },
    list: { gate: 'owner' },
    read: { gate: 'anyone', allows: () => true },
    update: { gate: 'owner', allows: isOwner },
    delete: { gate: 'owner', allows: isOwner },
    /** Undo of a delete: the restore token is signed for its owner (toteRestoreTokens.ts). */
    restore: { gate: 'owner', allows: isOwner },
  },
});
