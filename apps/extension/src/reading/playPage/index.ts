// Play Page's public interface; see README.md.
export { createPlayPage, pointStart, selectionStart } from './playPage';
export type { PlayPage, PlayPageOptions } from './playPage';
export {
  DEFAULT_READING_HIGHLIGHT_COLOURS,
  SENTENCE_HIGHLIGHT_NAME,
  WORD_HIGHLIGHT_NAME,
  createPageHighlighter,
} from './pageHighlighter';
export type { PageHighlighter, ReadingHighlightColours } from './pageHighlighter';
export { READ_ALOUD_BLOCKED_MESSAGE, READ_ALOUD_FAILED_MESSAGE } from './playPagePlayer';
export type {
  PlayPageLifecycleEvent,
  PlayPageState,
  PlayPageStatus,
  ReadingHighlighter,
  SpeechAudio,
} from './playPagePlayer';
export type { ReadingStart } from './readingPlan';
export { READ_ALOUD_UNAVAILABLE_MESSAGE, apiSynthesize } from './speechSource';
export type { SpeechRequest, SpokenSegment, Synthesize } from './speechSource';
