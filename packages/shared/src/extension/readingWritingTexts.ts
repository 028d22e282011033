// Issue 7 items 4–5: the texts of the extension's Text Prediction panel and of the selection
// Translation/Dictionary popover. Server errors carry their own `message`, written for the
// user (e.g. "Translation from English to Klingon is not available."): the interface shows
// that; these texts cover what the server does not say.

/** What the Text Prediction panel shows and announces. */
export const PREDICTION_TEXTS = Object.freeze({
  /** The suggestion list's accessible name. */
  listLabel: 'Word suggestions',
  /** How to accept, shown under the suggestions. */
  keyboardHint: 'Tab inserts the highlighted word · Alt+1–5 picks one · Esc closes',
  /** The live region's announcement when suggestions appear. */
  announce: (words: readonly string[]) =>
    `${words.length} word ${words.length === 1 ? 'suggestion' : 'suggestions'}: ${words.join(', ')}. Tab inserts ${words[0]}.`,
  /** The live region's announcement after a word was inserted. */
  inserted: (word: string) => `Inserted ${word}.`,
  /** An error without a message of its own (network down, timeout). */
  failed: 'Word suggestions are not available right now.',
});

/** What the Translation and Dictionary popover shows. */
export const TRANSLATION_TEXTS = Object.freeze({
  /** The popover's accessible name. */
  dialogLabel: 'Translation',
  close: 'Close',
  loading: 'Translating…',
  wordHeading: (word: string) => `“${word}”`,
  translationHeading: (languageName: string) => `In ${languageName}`,
  definitionHeading: 'Definition',
  listenWord: (word: string) => `Listen to “${word}”`,
  listenTranslation: 'Listen to the translation',
  speaking: 'Playing…',
  noWordTranslation: (word: string, languageName: string) =>
    `No ${languageName} translation found for “${word}”.`,
  translateAsText: 'Translate it as text instead',
  noSelection: 'Select a word or a sentence on the page first.',
  noTargetLanguage: 'Choose the language to translate into in the Mote Sidebar first.',
  sameLanguage: (languageName: string) =>
    `The selection is already in ${languageName}: choose another language to translate into.`,
  tooLong: (maxChars: number) =>
    `The selection is too long to translate: select at most ${maxChars.toLocaleString('en')} characters.`,
  /** An error without a message of its own (network down, timeout). */
  failed: 'Translation failed. Check your connection and try again.',
  definitionFailed: 'The definition could not be loaded. Check your connection and try again.',
  speechFailed: 'It could not be read aloud right now.',
  pictureCredit: (credit: string) => `Picture: ${credit}`,
});

/** The sidebar's reading tools around the engines: Play Page, Translation, Dictionary. */
export const READING_TOOL_TEXTS = Object.freeze({
  /** Under Play Page: the language the page is read in (its `lang`, else American English). */
  readsIn: (languageName: string) => `Reads in ${languageName}.`,
  voiceLabel: 'Voice',
  voicesLoading: 'Loading voices…',
  /** `GET t/voices` failed or the language has none: the server picks the voice. */
  voicesUnavailable: 'The voice list could not be loaded: the default voice reads.',
  translateIntoLabel: 'Translate into',
  chooseLanguage: 'Choose a language',
  translateSelection: 'Translate selection',
  lookUpWord: 'Look up a word',
  clickAWord: 'Click a word to define it',
  clickAWordHint: 'Click a word on the page to define it. Escape cancels.',
  noWordThere: 'There is no word there: click a word of the page.',
  /** §3 teacher control `translate_single_word` off. */
  singleWordsOff: 'Your teacher has turned off translating single words.',
  /** §3 teacher control `translate_multiple_words` off. */
  multipleWordsOff: 'Your teacher has turned off translating sentences.',
});

/** The sidebar's writing tools: Listen back and the Text Prediction switch. */
export const WRITING_TOOL_TEXTS = Object.freeze({
  listenBack: 'Listen back',
  stop: 'Stop',
  readingField: (fieldName: string) => `Reading “${fieldName}” aloud…`,
  finished: 'Finished reading.',
  noField: 'Click in a text field on the page and write something first.',
  emptyField: 'The field you were last in has no text yet.',
  predictionSwitch: 'Word suggestions',
  predictionOn: 'On: suggestions appear as you type in the page’s text fields.',
  predictionOff: 'Off.',
  placementLegend: 'Suggestions',
  followCaret: 'Follow the caret',
  fixedCorner: 'Stay in the corner',
});
