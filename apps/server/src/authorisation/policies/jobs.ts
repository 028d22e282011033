import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, isOwner, type OwnedFacts } from '../policy.js';

/**
 * Transcription jobs (`t/transcriptions`): a recording and its transcript, the starter's only.
 * Staff do not read them: a job holds a person's words (issue 14: kept 7 days at most).
 */
export const jobPolicy = definePolicy<OwnedFacts>()({
  notFound: () => new NotFoundError('not_found', 'No such transcription.'),
  actions: {
    create: { gate: 'signedIn' },
    read: { gate: 'signedIn', allows: isOwner },
  },
});
