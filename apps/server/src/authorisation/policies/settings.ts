import { HttpError } from '../../http/errors.js';
import { definePolicy, isOwner, type OwnedFacts } from '../policy.js';

const accountGone = () => new HttpError(404, 'not_found', 'This account no longer exists.');

/**
 * A signed-in user's preferences (`i/settings`, `i/goals`). Their own only. Teacher controls
 * (wave 2) are a class's, not a change to the student's settings.
 */
export const settingsPolicy = definePolicy<OwnedFacts>()({
  notFound: accountGone,
  actions: {
    update: { gate: 'signedIn', allows: isOwner },
  },
});

/**
 * The account itself: profile, "download my data", "delete my account". The owner's only —
 * staff support and school admins work through their own namespaces (`x/`, `a/`, wave 2),
 * never by acting as the user.
 */
export const accountPolicy = definePolicy<OwnedFacts>()({
  notFound: accountGone,
  actions: {
    update: { gate: 'signedIn', allows: isOwner },
    export: { gate: 'signedIn', allows: isOwner },
    delete: { gate: 'signedIn', allows: isOwner },
  },
});
