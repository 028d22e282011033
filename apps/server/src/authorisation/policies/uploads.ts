import { UPLOAD_NOT_FOUND_ERROR, UPLOAD_NOT_FOUND_MESSAGE } from '@motes/shared';
import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * tus uploads (`f/uploads`): the raw material of a mote, its creator's only — staff and
 * teachers see the mote once it is made, never a half-sent recording.
 */
export const uploadPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError(UPLOAD_NOT_FOUND_ERROR, UPLOAD_NOT_FOUND_MESSAGE),
  actions: {
    /** OPTIONS: the tus limits for this caller (anyone; a signed-in caller's plan). */
    discover: { gate: 'anyone' },
    create: { gate: 'owner' },
    /** HEAD: how far the upload got. */
    read: { gate: 'owner', allows: isOwner },
    /** PATCH: more bytes. */
    append: { gate: 'owner', allows: isOwner },
    delete: { gate: 'owner', allows: isOwner },
    /** Making a mote of it (`POST m/motes`, which declares mote.create; moteCreator asks this). */
    use: { gate: 'owner', allows: isOwner },
  },
});
