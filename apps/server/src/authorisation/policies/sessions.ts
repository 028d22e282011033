import { NotFoundError } from '../../domain/errors.js';
import { administersOwnersSchool, definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * Sessions (signed-in devices). The owner lists and ends theirs; an admin of the owner's school
 * may end them too (wave 2: a lost classroom device), never read their tokens (none are kept).
 */
export const sessionPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError('not_found', 'No such session.'),
  actions: {
    /** The caller's own sessions: the account page's device list. */
    list: { gate: 'signedIn' },
    /** Ending the caller's own sessions (this device's, or all others). */
    endOwn: { gate: 'signedIn' },
    /** Ending one session named by id. */
    revoke: {
      gate: 'signedIn',
      allows: (actor, session) =>
        isOwner(actor, session) || administersOwnersSchool(actor, session),
    },
  },
});
