// Select Area to Read in the Reading mode (issue 7 item 4): "Select an area" puts up the
// overlay; the box's picture is read by the server's OCR, shown here and read aloud, with a
// Stop button. The work is in src/reading/selectArea/.
import { SELECT_AREA_TEXTS } from '@motes/shared';
import { Button } from '@motes/ui';
import { useEffect, useRef, useState } from 'react';
import type { PlayPageState } from '../../reading/playPage/playPagePlayer';
import { apiSynthesize } from '../../reading/playPage/speechSource';
import type { AreaBox } from '../../reading/selectArea/areaBox';
import { startAreaSelection, type AreaSelection } from '../../reading/selectArea/areaOverlay';
import { createAreaSpeech, type AreaSpeech } from '../../reading/selectArea/areaSpeech';
import { captureThroughBackground } from '../../reading/selectArea/captureArea';
import { pageLanguage } from '../../pageLanguage';
import { apiRecognize, readArea } from '../../reading/selectArea/readArea';
import { useSidebarServices } from '../sidebarServices';
import { readAloudTracker } from './toolAnalytics';
import { ToolBody, ToolStatus } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';

type Phase = 'idle' | 'selecting' | 'reading';

export function SelectAreaTool({ tool, descriptionId }: SidebarToolProps) {
  const services = useSidebarServices();
  // Long-lived callbacks (the controller, the overlay) read the latest services through this.
  const servicesRef = useRef(services);
  useEffect(() => {
    servicesRef.current = services;
  }, [services]);
  const [phase, setPhase] = useState<Phase>('idle');
  const [text, setText] = useState<{ value: string; language: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [speech, setSpeech] = useState<PlayPageState | null>(null);
  const startButtonRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const selectionRef = useRef<AreaSelection | null>(null);
  const readingRef = useRef<AbortController | null>(null);
  const speechRef = useRef<AreaSpeech | null>(null);

  useEffect(() => {
    const areaSpeech = createAreaSpeech({
      synthesize: apiSynthesize(servicesRef.current.api),
      onStateChange: setSpeech,
      onLifecycle: readAloudTracker((event, variables) => {
        servicesRef.current.track(event, variables);
      }, 'select_area'),
    });
    speechRef.current = areaSpeech;
    // Closing the sidebar (or a teacher switching the tool off) ends all of it.
    return () => {
      selectionRef.current?.stop();
      readingRef.current?.abort();
      areaSpeech.stop();
    };
  }, []);

  /** Reads the text shown in the tool aloud, at the user's §3 voice speed. */
  function speak(language: string) {
    if (!textRef.current) return;
    const speed = servicesRef.current.status?.identity.voiceSpeed ?? 1;
    speechRef.current?.speak(textRef.current, language, speed);
  }

  // Newly recognised text is read aloud as soon as it is on screen.
  useEffect(() => {
    if (text) speak(text.language);
  }, [text]);

  function handleSelect() {
    speechRef.current?.stop();
    setError(null);
    setPhase('selecting');
    selectionRef.current = startAreaSelection({
      onSelect: (box) => void read(box),
      onCancel: () => {
        setPhase('idle');
        startButtonRef.current?.focus();
      },
    });
  }

  async function read(box: AreaBox) {
    selectionRef.current = null;
    setPhase('reading');
    startButtonRef.current?.focus();
    const controller = new AbortController();
    readingRef.current = controller;
    const language = pageLanguage().bcp47;
    try {
      const reading = await readArea(
        box,
        {
          captureVisibleTab: captureThroughBackground,
          recognize: apiRecognize(servicesRef.current.api),
          viewport: { width: window.innerWidth, height: window.innerHeight },
          language,
        },
        controller.signal,
      );
      if (reading.kind === 'text') {
        setText({ value: reading.text, language });
      } else {
        setText(null);
        setError(reading.kind === 'empty' ? SELECT_AREA_TEXTS.noText : reading.message);
      }
    } catch {
      // Aborted: the tool is closing (§8: not an error).
    } finally {
      if (readingRef.current === controller) {
        readingRef.current = null;
        setPhase('idle');
      }
    }
  }

  const speaking = speech !== null && speech.status !== 'idle' && speech.status !== 'error';
  const status =
    phase === 'selecting'
      ? SELECT_AREA_TEXTS.selecting
      : phase === 'reading'
        ? SELECT_AREA_TEXTS.capturing
        : speaking
          ? SELECT_AREA_TEXTS.speaking
          : '';
  const failure = error ?? (speech?.status === 'error' ? speech.error : null);
  return (
    <ToolBody tool={tool}>
      <div className="motes-sidebar__buttons">
        <Button
          ref={startButtonRef}
          variant="secondary"
          size="sm"
          aria-describedby={descriptionId}
          loading={phase === 'reading'}
          focusableWhenLoading
          onClick={handleSelect}
        >
          {SELECT_AREA_TEXTS.start}
        </Button>
        {speaking ? (
          <Button variant="primary" size="sm" onClick={() => speechRef.current?.stop()}>
            {SELECT_AREA_TEXTS.stop}
          </Button>
        ) : (
          text && (
            <Button variant="secondary" size="sm" onClick={() => speak(text.language)}>
              {SELECT_AREA_TEXTS.readAgain}
            </Button>
          )
        )}
      </div>
      <ToolStatus status={status} error={failure} />
      {text && (
        <section aria-label={SELECT_AREA_TEXTS.resultHeading}>
          <div ref={textRef} lang={text.language}>
            {text.value.split(/\n\s*\n/u).map((block, index) => (
              <p key={index} style={{ margin: '0 0 6px', whiteSpace: 'pre-line' }}>
                {block}
              </p>
            ))}
          </div>
        </section>
      )}
    </ToolBody>
  );
}
