// Reads the recognised text aloud with Play Page's player (`POST t/tts`, sentence by sentence,
// the next part made while one plays). The text is the tool's own copy of it in the sidebar,
// so Play Page's reading units come from that element, not from the page.
import { speechLanguageFor } from '@motes/shared';
import {
  PlayPagePlayer,
  type PlayPageLifecycleEvent,
  type PlayPageState,
} from '../playPage/playPagePlayer';
import { planReading } from '../playPage/readingPlan';
import { collectReadingUnits } from '../playPage/readingUnits';
import type { Synthesize } from '../playPage/speechSource';

export interface AreaSpeechOptions {
  synthesize: Synthesize;
  onStateChange: (state: PlayPageState) => void;
  /** §7 read-aloud lifecycle: requested, then completed or failed. */
  onLifecycle?: (event: PlayPageLifecycleEvent) => void;
}

export interface AreaSpeech {
  /**
   * Reads the text of `element` (one paragraph per block) in `language`; false when it has
   * nothing to read. A reading already going is stopped first.
   */
  speak(element: Element, language: string, speed: number): boolean;
  stop(): void;
}

export function createAreaSpeech(options: AreaSpeechOptions): AreaSpeech {
  let player: PlayPagePlayer | null = null;
  return {
    speak(element, language, speed) {
      player?.stop();
      const chunks = planReading(collectReadingUnits(element), { kind: 'beginning' });
      if (chunks.length === 0) return false;
      player = new PlayPagePlayer({
        synthesize: options.synthesize,
        // A language without a voice of its own is read by its substitute (§3).
        language: speechLanguageFor(language) ?? language,
        speed,
        onStateChange: options.onStateChange,
        ...(options.onLifecycle ? { onLifecycle: options.onLifecycle } : {}),
      });
      player.play(chunks);
      return true;
    },
    stop() {
      player?.stop();
    },
  };
}
