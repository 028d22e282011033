// The §4 lifecycles of the tools as analytics (§7): the engines report their own lifecycle
// events; these turn them into the named events of packages/shared with their variables.
import {
  READ_ALOUD_PLAY_EVENTS,
  TRANSLATION_EVENTS,
  type ReadAloudEventVariables,
  type ReadAloudSource,
  type TranslationEventVariables,
} from '@motes/shared';
import type { PlayPageLifecycleEvent } from '../../reading/playPage';
import type { TranslationLifecycleEvent } from '../../reading/translation/selectionTranslation';
import type { SidebarTrack } from '../sidebarServices';

/**
 * Read-aloud events of one tool. Every event carries the language of the reading it belongs to
 * (the engine names it only when reading is requested).
 */
export function readAloudTracker(
  track: SidebarTrack,
  source: ReadAloudSource,
): (event: PlayPageLifecycleEvent) => void {
  let language = '';
  return (event) => {
    const variables: ReadAloudEventVariables = { source, language };
    if (event.phase === 'requested') {
      language = event.language;
      Object.assign(variables, {
        language,
        speed: event.speed,
        characters: event.characters,
      });
    } else if (event.phase === 'completed') {
      variables.reason = event.reason;
    } else {
      variables.message = event.message;
    }
    track(READ_ALOUD_PLAY_EVENTS[event.phase], variables);
  };
}

/** Translation events of the selection popover. */
export function trackTranslation(track: SidebarTrack, event: TranslationLifecycleEvent): void {
  const variables: TranslationEventVariables = { kind: event.kind, from: event.from, to: event.to };
  track(TRANSLATION_EVENTS[event.phase], variables);
}
