import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, type OwnedFacts } from '../policy.js';

/**
 * The words a signed-in user accepted from text prediction (their own typing, adapted
 * suggestions): their own only, minors included (they can see and delete them like anyone).
 */
export const predictionWordPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError('not_found', 'No such word.'),
  actions: {
    /**
     * `t/predict`: anyone may ask for suggestions; a signed-in user's are adapted to their own
     * words. A dead token is refused as everywhere, so the client signs out rather than
     * silently losing its adaptation.
     */
    suggest: { gate: 'anyone' },
    record: { gate: 'signedIn' },
    list: { gate: 'signedIn' },
    /** By language and word, among the caller's own (no route names another's). */
    delete: { gate: 'signedIn' },
  },
});
