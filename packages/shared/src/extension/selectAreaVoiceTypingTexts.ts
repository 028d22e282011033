// Issue 7 items 4–5: the texts of the Mote Sidebar's Select Area to Read and Voice typing
// tools. Server errors carry their own `message`, written for the user (e.g. "Reading text
// from images is not available for ar-EG."): the tools show that; these texts cover what the
// server does not say.
import { ANALYTICS_ERROR_EVENT_NAMES } from '../analytics/eventMutations';

/** What Select Area to Read shows, in the sidebar and on its overlay. */
export const SELECT_AREA_TEXTS = Object.freeze({
  start: 'Select an area',
  /** The overlay's accessible name. */
  overlayLabel: 'Select an area to read',
  /** Shown on the overlay, and its accessible description. */
  instructions:
    'Drag a box over the text or picture to read. Or use the keyboard: arrow keys move the box, Shift+arrow keys resize it, Enter reads it, Escape cancels.',
  cancel: 'Cancel',
  readBox: 'Read this area',
  /** The overlay's live description of the keyboard box. */
  boxPosition: (left: number, top: number, width: number, height: number) =>
    `Box at ${left}, ${top}; ${width} by ${height} pixels.`,
  selecting: 'Drag a box on the page, or move it with the arrow keys and press Enter.',
  capturing: 'Reading the area…',
  speaking: 'Reading aloud…',
  stop: 'Stop reading',
  readAgain: 'Read aloud again',
  resultHeading: 'Text in the area',
  noText: 'No text was found in that area. Try a larger box around the words.',
  /** An error without a message of its own (network down, timeout). */
  failed: 'The area could not be read. Check your connection and try again.',
  captureFailed: 'The extension could not see this tab. Reload the page and try again.',
  tooSmall: 'That box is too small to read. Drag a larger one.',
});

/** What the Voice typing tool shows. */
export const VOICE_TYPING_TEXTS = Object.freeze({
  start: 'Start voice typing',
  stop: 'Stop',
  /** Which field the words go into. */
  target: (fieldName: string) => `Typing into: ${fieldName}`,
  noField: 'Click in a text box on the page first, then start voice typing.',
  fieldGone: 'The text box you were in is no longer on the page. Click in one and try again.',
  listening: 'Listening… speak now. Press Stop when you are done.',
  recording: 'Recording… speak now. Press Stop when you are done.',
  transcribing: 'Turning your speech into text…',
  inserted: (words: number) => `Typed ${words} ${words === 1 ? 'word' : 'words'}.`,
  nothingHeard: 'Nothing was heard. Check your microphone and try again.',
  /** Recording and transcribing needs an account (the server transcribes for signed-in users). */
  signIn: 'Sign in to Motes to use voice typing in this browser.',
  /** §6: transcription is disabled for minors and opted-out users; the reason is not shown. */
  transcriptionOff: 'Voice typing is turned off for this account.',
  microphoneBlocked:
    'The microphone is blocked. Allow it for this site in the browser’s address bar, then try again.',
  noMicrophone: 'No microphone was found. Connect one and try again.',
  insecurePage:
    'The browser allows the microphone only on secure (https) pages. Voice typing cannot work on this page.',
  /** An error without a message of its own (network down, timeout). */
  failed: 'Voice typing stopped: your speech could not be turned into text. Try again.',
  timedOut: 'Turning your speech into text took too long. Try a shorter recording.',
});

/** §8 analytics error event sent when the browser refuses the microphone. */
export const MICROPHONE_BLOCKED_EVENT = ANALYTICS_ERROR_EVENT_NAMES.microphoneRequestBlocked;
