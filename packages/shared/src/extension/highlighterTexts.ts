// Issue 7 item 4: the texts of the sidebar's Highlighter tool (the colours' labels are §3
// "Default highlight colours", in identity/highlightColours.ts, or the user's own).

/** What the Highlighter tool shows and announces. */
export const HIGHLIGHTER_TEXTS = Object.freeze({
  coloursLabel: 'Highlight the selection in',
  /** The accessible name of a colour button, e.g. "Highlight in Main ideas (yellow)". */
  colourButton: (label: string, colour: string) => `Highlight in ${label} (${colour})`,
  locked: 'Vocabulary highlights go to your vocabulary list. This colour cannot be renamed.',
  noSelection: 'Select some text on the page first, then choose a colour.',
  selectionTooLong: (max: number) =>
    `That selection is too long to highlight: select at most ${max.toLocaleString('en')} characters.`,
  added: (label: string) => `Highlighted in ${label}.`,
  addedToVocabulary: (word: string) =>
    `Highlighted, and “${word}” was added to your vocabulary list.`,
  removed: 'Highlight removed.',
  listHeading: 'On this page',
  empty: 'No highlights on this page yet.',
  remove: (text: string) => `Remove the highlight “${text}”`,
  notFound: 'Not found on the page any more',
  myAnnotations: 'My Annotations',
  signInToKeep:
    'Your highlights are kept in this browser only. Sign in to keep them in your account and see them in My Annotations.',
  rename: 'Rename colours',
  renameLabel: (colour: string) => `Label of the ${colour} highlighter`,
  saveLabels: 'Save labels',
  cancel: 'Cancel',
  labelsSaved: 'Labels saved.',
  signInToRename: 'Sign in to rename the colours.',
  unsupported:
    'This browser cannot colour text in the page: your highlights are saved and listed here.',
  failed: 'The highlight could not be saved. Check your connection and try again.',
  loadFailed: 'Your highlights could not be loaded. Check your connection and try again.',
  renameFailed: 'The labels could not be saved. Check your connection and try again.',
  removeFailed: 'The highlight could not be removed. Check your connection and try again.',
});
