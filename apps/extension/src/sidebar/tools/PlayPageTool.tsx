// Play Page in the sidebar (issue 7 item 4): the page read aloud from the beginning, the
// selection or a clicked paragraph (reading/playPage), in the page's language with the user's
// voice, speed and highlight colour, each change kept (readingSettings.ts). Reading belongs to
// the open sidebar: it goes on while the panel is minimised or shows another mode, and stops
// when the sidebar closes or a teacher turns read-aloud off (§3).
import { getVoices, type ApiClient } from '@motes/api-client';
import { READING_TOOL_TEXTS, type TextToSpeechVoice } from '@motes/shared';
import { useEffect, useState } from 'react';
import { apiSynthesize, createPlayPage, type PlayPage } from '../../reading/playPage';
import { PlayPageControls } from '../../reading/playPage/PlayPageControls';
import { useSidebarServices, type SidebarTrack } from '../sidebarServices';
import { pageLanguage } from '../../pageLanguage';
import type { SessionPart } from './sidebarSession';
import { useSidebarSession } from './sidebarSession';
import { readAloudTracker } from './toolAnalytics';
import { ToolBody, ToolSelect } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';
import { useReadingSettings } from './useReadingSettings';

/** The one Play Page of the open sidebar; the latest API client and analytics are used. */
class PlayPagePart implements SessionPart {
  readonly playPage: PlayPage;

  constructor(
    readonly current: { api: ApiClient; track: SidebarTrack },
    language: string,
    speed: number,
  ) {
    const lifecycle = readAloudTracker(
      (event, variables) => current.track(event, variables),
      'play_page',
    );
    this.playPage = createPlayPage({
      synthesize: (request, signal) => apiSynthesize(current.api)(request, signal),
      language,
      speed,
      onLifecycle: lifecycle,
    });
  }

  stop() {
    this.playPage.stop();
  }

  controlsChanged(controls: { read_aloud: { isEnabled: boolean } }) {
    return controls.read_aloud.isEnabled;
  }
}

export function PlayPageTool({ tool, descriptionId }: SidebarToolProps) {
  const { api, track } = useSidebarServices();
  const [anchor, session] = useSidebarSession();
  const { settings, change, storeKey } = useReadingSettings(session);
  const language = pageLanguage();
  const part = session?.part(
    'play-page',
    () => new PlayPagePart({ api, track }, language.bcp47, settings.voiceSpeed),
  );
  if (part) Object.assign(part.current, { api, track });
  const voices = useVoices(api, language.bcp47);
  const chosen = settings.voiceMappings[language.bcp47];
  const voice = voices?.voices.some((candidate) => candidate.id === chosen)
    ? chosen
    : voices?.defaultVoice;
  const playPage = part?.playPage;

  useEffect(() => {
    playPage?.setVoice(voice);
  }, [playPage, voice]);
  useEffect(() => {
    playPage?.setSpeed(settings.voiceSpeed);
  }, [playPage, settings.voiceSpeed]);

  return (
    <ToolBody tool={tool} anchor={anchor} describedBy={descriptionId}>
      <p className="motes-sidebar__hint">{READING_TOOL_TEXTS.readsIn(language.label_english)}</p>
      {playPage && (
        <PlayPageControls
          key={storeKey}
          playPage={playPage}
          speed={settings.voiceSpeed}
          onSpeedChange={(voiceSpeed) => change({ voiceSpeed })}
          highlightColour={settings.highlightColour}
          onHighlightColourChange={(highlightColour) => change({ highlightColour })}
        />
      )}
      <VoiceSelect
        voices={voices}
        value={voice}
        onChange={(id) => change({ voiceMappings: { [language.bcp47]: id } })}
      />
    </ToolBody>
  );
}

/** `GET t/voices` for the language: undefined while loading, null when unavailable. */
function useVoices(api: ApiClient, language: string) {
  const [loaded, setLoaded] = useState<{
    language: string;
    voices: { defaultVoice: string; voices: TextToSpeechVoice[] } | null;
  }>();
  useEffect(() => {
    const controller = new AbortController();
    getVoices(api, language, { signal: controller.signal }).then(
      (answer) => setLoaded({ language, voices: answer.voices.length > 0 ? answer : null }),
      () => {
        if (!controller.signal.aborted) setLoaded({ language, voices: null });
      },
    );
    return () => controller.abort();
  }, [api, language]);
  return loaded?.language === language ? loaded.voices : undefined;
}

function VoiceSelect({
  voices,
  value,
  onChange,
}: {
  voices: { voices: TextToSpeechVoice[] } | null | undefined;
  value: string | undefined;
  onChange: (voice: string) => void;
}) {
  if (voices === undefined) {
    return <p className="motes-sidebar__hint">{READING_TOOL_TEXTS.voicesLoading}</p>;
  }
  if (voices === null) {
    return <p className="motes-sidebar__hint">{READING_TOOL_TEXTS.voicesUnavailable}</p>;
  }
  return (
    <ToolSelect label={READING_TOOL_TEXTS.voiceLabel} value={value} onChange={onChange}>
      {voices.voices.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </ToolSelect>
  );
}
