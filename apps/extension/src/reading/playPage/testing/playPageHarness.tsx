// Not part of the extension: the e2e test page's script (bundled by esbuild in
// e2e/fixtures/PlayPageTestPage.ts). Runs the Play Page module on a plain page served from the
// Motes server's origin, with real speech (`POST /api/t/tts` through the shared API client) and
// its React controls. `?highlight=overlay` draws with the overlay fallback instead of the CSS
// Custom Highlight API; `?language=` reads in another language.
import { createApiClient } from '@motes/api-client';
import { createRoot } from 'react-dom/client';
import { PlayPageControls } from '../PlayPageControls';
import {
  apiSynthesize,
  createPageHighlighter,
  createPlayPage,
  type PlayPageLifecycleEvent,
} from '../index';

/** What the spec reads as `window.playPageHarness`. */
export interface PlayPageHarness {
  lifecycle: PlayPageLifecycleEvent[];
  /** Every word highlighted, in order (repeats when a word is shown again). */
  shownWords: string[];
  mode: string;
}

const SPEED = 1.5;
const apiClient = createApiClient({
  baseUrl: '',
  clientType: 'extension',
  clientVersion: '0.0.0-e2e',
  getAccessToken: () => null,
  getDeviceId: () => null,
  getLastUserId: () => null,
  environment: 'test',
});
const query = new URLSearchParams(location.search);
const pageHighlighter = createPageHighlighter(document, {
  forceOverlay: query.get('highlight') === 'overlay',
});
const harness: PlayPageHarness = {
  lifecycle: [],
  shownWords: [],
  mode: pageHighlighter.mode,
};
(window as unknown as { playPageHarness: PlayPageHarness }).playPageHarness = harness;

const playPage = createPlayPage({
  synthesize: apiSynthesize(apiClient),
  language: query.get('language') ?? 'en-US',
  speed: SPEED,
  highlighter: {
    show(sentence, word) {
      if (word) harness.shownWords.push(word.toString());
      pageHighlighter.show(sentence, word);
    },
    clear: () => pageHighlighter.clear(),
    setColours: (colours) => pageHighlighter.setColours(colours),
  },
  onLifecycle: (event) => harness.lifecycle.push(event),
});

createRoot(document.getElementById('play-page-controls')!).render(
  <PlayPageControls playPage={playPage} speed={SPEED} highlightColour="#ffd43b" />,
);
