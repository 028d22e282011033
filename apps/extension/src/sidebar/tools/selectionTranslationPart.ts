// The one selection Translation/Dictionary controller (reading/translation) of the open
// sidebar, shared by the Translation and Dictionary tools: it runs while either is allowed,
// follows the §3 teacher controls `translate`, `translate_single_word`,
// `translate_multiple_words` and `dictionary`, and stops when the sidebar closes.
import { defineWord, translateText, translateWord, type ApiClient } from '@motes/api-client';
import { READING_TOOL_TEXTS, defaultTeacherControls, type TeacherControls } from '@motes/shared';
import { apiSynthesize } from '../../reading/playPage';
import {
  startSelectionTranslation,
  type SelectionTranslation,
  type SelectionTools,
} from '../../reading/translation/selectionTranslation';
import type { SidebarTrack } from '../sidebarServices';
import type { SessionPart } from './sidebarSession';
import { speakText } from './speakText';
import { readAloudTracker, trackTranslation } from './toolAnalytics';

/** What the controller reads each time it is used: the latest client, choices and analytics. */
export interface SelectionTranslationInputs {
  api: ApiClient;
  track: SidebarTrack;
  targetLanguage: string | null;
  sourceLanguage: string;
  speed: number;
  websiteOrigin: string;
}

/** The two tools' switches from the teacher controls (§3). */
export function selectionToolsOf(controls: TeacherControls): SelectionTools {
  return { translate: controls.translate.isEnabled, dictionary: controls.dictionary.isEnabled };
}

/** Refuses a call a teacher control forbids, with the reason as the server would give one. */
function refused(message: string): Promise<never> {
  return Promise.reject(
    Object.assign(new Error(message), { body: { error: 'teacher_control', message } }),
  );
}

export class SelectionTranslationPart implements SessionPart {
  readonly controller: SelectionTranslation;
  private controls: TeacherControls = defaultTeacherControls();

  constructor(readonly inputs: SelectionTranslationInputs) {
    const api = () => this.inputs.api;
    const readAloud = readAloudTracker(
      (event, variables) => inputs.track(event, variables),
      'translation',
    );
    this.controller = startSelectionTranslation({
      translateWord: (request, signal) =>
        this.controls.translate_single_word.isEnabled
          ? translateWord(api(), request, { signal })
          : refused(READING_TOOL_TEXTS.singleWordsOff),
      translateText: (request, signal) =>
        this.controls.translate_multiple_words.isEnabled
          ? translateText(api(), request, { signal })
          : refused(READING_TOOL_TEXTS.multipleWordsOff),
      define: (query, signal) => defineWord(api(), query, { signal }),
      speak: ({ text, language }, signal) =>
        speakText({ text, language, speed: this.inputs.speed }, signal, {
          synthesize: apiSynthesize(api()),
          onLifecycle: readAloud,
        }),
      targetLanguage: () => this.inputs.targetLanguage,
      sourceLanguage: () => this.inputs.sourceLanguage,
      pictureUrl: (path) => `${this.inputs.websiteOrigin}/api/${path}`,
      onLifecycle: (event) => {
        // A kind the teacher turned off is not a translation that failed.
        const key = event.kind === 'word' ? 'translate_single_word' : 'translate_multiple_words';
        if (this.controls[key].isEnabled) trackTranslation(this.inputs.track, event);
      },
    });
  }

  controlsChanged(controls: TeacherControls): boolean {
    this.controls = controls;
    const tools = selectionToolsOf(controls);
    if (!tools.translate && !tools.dictionary) return false;
    this.controller.setTools(tools);
    return true;
  }

  stop() {
    this.controller.stop();
  }
}
