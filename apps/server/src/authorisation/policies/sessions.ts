import { HttpError } from '../../http/errors.js';
import { administersOwnersSchool, definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * Sessions (signed-in devices). The owner lists and ends theirs; an admin of the owner's school
 * may end them too (wave 2: a lost classroom device), never read their tokens (none are kept).
 */
export const sessionPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new HttpError(404, 'not_found', 'No such session.'),
  actions: {
    list: { gate: 'signedIn' },
    revoke: {
      gate: 'signedIn',
      allows: (actor, session) =>
        isOwner(actor, session) || administersOwnersSchool(actor, session),
    },
  },
});
