import { HIGHLIGHT_NOT_FOUND_ERROR, HIGHLIGHT_NOT_FOUND_MESSAGE } from '@motes/shared';
import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * Highlights ("My Annotations") are a signed-in user's private notes on the web: their own
 * only. Not staff, not teachers: a highlight records what someone read, where.
 */
export const highlightPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError(HIGHLIGHT_NOT_FOUND_ERROR, HIGHLIGHT_NOT_FOUND_MESSAGE),
  actions: {
    create: { gate: 'signedIn' },
    list: { gate: 'signedIn' },
    export: { gate: 'signedIn' },
    update: { gate: 'signedIn', allows: isOwner },
    delete: { gate: 'signedIn', allows: isOwner },
  },
});
