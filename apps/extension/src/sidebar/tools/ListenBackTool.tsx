// Listen back (issue 7 item 5, Writing): reads aloud the text of the page's field the user was
// last in (lastTextField.ts) through `POST t/tts`, in the page's language at the user's speed,
// with Stop. It says plainly when there is no such field or it is empty.
import { WRITING_TOOL_TEXTS } from '@motes/shared';
import { Button } from '@motes/ui';
import { useEffect, useRef, useState } from 'react';
import { apiSynthesize } from '../../reading/playPage';
import { isAbortError } from '../../engineErrorMessage';
import { useSidebarServices } from '../sidebarServices';
import { fieldName, fieldText, LastTextField } from './lastTextField';
import { pageLanguage } from '../../pageLanguage';
import { useSidebarSession } from './sidebarSession';
import { speakText } from './speakText';
import { readAloudTracker } from './toolAnalytics';
import { ToolBody, ToolStatus } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';
import { useReadingSettings } from './useReadingSettings';

export function ListenBackTool({ tool, descriptionId }: SidebarToolProps) {
  const { api, track } = useSidebarServices();
  const [anchor, session] = useSidebarSession();
  const { settings } = useReadingSettings(session);
  const lastField = session?.part('last-text-field', () => new LastTextField(document));
  const reading = useRef<AbortController | null>(null);
  const [isReading, setReading] = useState(false);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string | null>(null);

  // Leaving the tool (mode, minimise, close, teacher control) stops its reading.
  useEffect(() => () => reading.current?.abort(), []);

  async function listen() {
    setError(null);
    const field = lastField?.get();
    const text = field ? fieldText(field).trim() : '';
    if (!field || !text) {
      setStatus(field ? WRITING_TOOL_TEXTS.emptyField : WRITING_TOOL_TEXTS.noField);
      return;
    }
    reading.current?.abort();
    const controller = new AbortController();
    reading.current = controller;
    setReading(true);
    setStatus(WRITING_TOOL_TEXTS.readingField(fieldName(field)));
    try {
      await speakText(
        { text, language: pageLanguage().bcp47, speed: settings.voiceSpeed },
        controller.signal,
        { synthesize: apiSynthesize(api), onLifecycle: readAloudTracker(track, 'listen_back') },
      );
      setStatus(WRITING_TOOL_TEXTS.finished);
    } catch (failure) {
      if (!isAbortError(failure)) setError((failure as Error).message);
      setStatus('');
    } finally {
      if (reading.current === controller) {
        reading.current = null;
        setReading(false);
      }
    }
  }

  return (
    <ToolBody tool={tool} anchor={anchor}>
      <div className="motes-sidebar__buttons">
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={descriptionId}
          disabled={!lastField}
          onClick={() => void listen()}
        >
          {WRITING_TOOL_TEXTS.listenBack}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={!isReading}
          onClick={() => reading.current?.abort()}
        >
          {WRITING_TOOL_TEXTS.stop}
        </Button>
      </div>
      <ToolStatus status={status} error={error} />
    </ToolBody>
  );
}
