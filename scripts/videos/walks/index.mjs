// One walk per §3 video id (packages/shared/src/website/content.ts VIDEO_IDS). A walk films
// the real product through `rec` and returns notes about what it could not show.
import { existingUsers, newUsers } from './account.mjs';
import { classesTrialBigSchool, classesTrialFree, classesTrialUnlimited } from './classesTrial.mjs';
import { moteSidebar } from './sidebar.mjs';
import { moteTwoDotOh } from './tour.mjs';

/**
 * @typedef {object} WalkTools
 * @property {import('../lib/recording.mjs').Recording} rec
 * @property {string} baseUrl the server being filmed
 * @property {(options?: object) => Promise<import('playwright-core').BrowserContext>} newFilmContext
 * @property {{ executablePath: string, args: string[] }} chromium for walks that launch their own
 */

/** @type {Record<string, (tools: WalkTools) => Promise<string[] | void>>} */
export const walks = {
  'existing-users': existingUsers,
  'new-users': newUsers,
  'mote-two-dot-oh': moteTwoDotOh,
  'classes-trial-big-school': classesTrialBigSchool,
  'classes-trial-unlimited': classesTrialUnlimited,
  'classes-trial-free': classesTrialFree,
  'mote-sidebar': moteSidebar,
};
