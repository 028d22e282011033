import { VOCABULARY_WORD_NOT_FOUND_ERROR, VOCABULARY_WORD_NOT_FOUND_MESSAGE } from '@motes/shared';
import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, isOwner, teachesOwner, type OwnedFacts } from '../policy.js';

/**
 * A signed-in user's vocabulary list. Its owner changes it; a teacher or co-teacher of a class
 * the owner studies in may read it (wave 2: vocabulary study is classwork), never change it.
 */
export const vocabularyPolicy = definePolicy<OwnedFacts>()({
  notFound: () =>
    new NotFoundError(VOCABULARY_WORD_NOT_FOUND_ERROR, VOCABULARY_WORD_NOT_FOUND_MESSAGE),
  actions: {
    add: { gate: 'signedIn' },
    list: { gate: 'signedIn' },
    read: {
      gate: 'signedIn',
      allows: (actor, word) => isOwner(actor, word) || teachesOwner(actor, word),
    },
    delete: { gate: 'signedIn', allows: isOwner },
  },
});
