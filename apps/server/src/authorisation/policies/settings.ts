import { NotFoundError } from '../../domain/errors.js';
import { definePolicy, type OwnedFacts } from '../policy.js';

const accountGone = () => new NotFoundError('not_found', 'This account no longer exists.');

/**
 * A signed-in user's preferences (`i/settings`, `i/goals`). Their own only: the routes take no
 * user id, the caller is the object, so the actions have no object rule. Teacher controls
 * (wave 2) are a class's, never a change to a student's settings.
 */
export const settingsPolicy = definePolicy<OwnedFacts>()({
  notFound: accountGone,
  actions: {
    update: { gate: 'signedIn' },
  },
});

/**
 * The account itself: profile, "download my data", "delete my account". The caller's own only
 * (no route takes a user id). Staff support and school admins get their own actions in their
 * namespaces (`x/`, `a/`, wave 2), never by acting as the user.
 */
export const accountPolicy = definePolicy<OwnedFacts>()({
  notFound: accountGone,
  actions: {
    update: { gate: 'signedIn' },
    export: { gate: 'signedIn' },
    delete: { gate: 'signedIn' },
  },
});
