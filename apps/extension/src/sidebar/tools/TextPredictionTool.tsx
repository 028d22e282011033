// Text Prediction in the sidebar (issue 7 item 5, Writing): a switch that starts and stops word
// suggestions in the page's text fields (writing/prediction), following the caret or staying
// in the corner, in the page's language. Suggestions belong to the open sidebar: they go on
// while the panel is minimised or shows another mode, and stop when it closes or a teacher
// turns text prediction off (§3). The sidebar's own fields never get suggestions.
import { acceptPrediction, predictWords, type ApiClient } from '@motes/api-client';
import { WRITING_TOOL_TEXTS, type TeacherControls } from '@motes/shared';
import { useId, useState } from 'react';
import type { PredictionPlacement } from '../../writing/prediction/predictionPanel';
import { startTextPrediction, type TextPrediction } from '../../writing/prediction/textPrediction';
import { useSidebarServices } from '../sidebarServices';
import { isInsideMotesElement } from './motesElements';
import { pageLanguage } from '../../pageLanguage';
import { useSidebarSession, type SessionPart } from './sidebarSession';
import { ToolBody } from './ToolBody';
import type { SidebarToolProps } from './toolComponents';

const PART_KEY = 'text-prediction';

class TextPredictionPart implements SessionPart {
  readonly prediction: TextPrediction;

  constructor(
    readonly current: { api: ApiClient; signedIn: boolean },
    public placement: PredictionPlacement,
  ) {
    this.prediction = startTextPrediction({
      language: pageLanguage().bcp47,
      placement,
      predict: (request, signal) => predictWords(current.api, request, { signal }),
      // The server learns a signed-in user's words; anonymous users have no account to teach.
      acceptWord: async (accepted) => {
        if (current.signedIn) await acceptPrediction(current.api, accepted);
      },
      ignore: isInsideMotesElement,
    });
  }

  stop() {
    this.prediction.stop();
  }

  controlsChanged(controls: TeacherControls) {
    return controls.text_prediction.isEnabled;
  }
}

export function TextPredictionTool({ tool, descriptionId }: SidebarToolProps) {
  const { api, status } = useSidebarServices();
  const [anchor, session] = useSidebarSession();
  const running = session?.find<TextPredictionPart>(PART_KEY);
  const [placement, setPlacement] = useState<PredictionPlacement>(running?.placement ?? 'caret');
  // Re-rendered on each switch; whether it runs is the session's to say.
  const [, setRevision] = useState(0);
  const signedIn = status?.auth.isLoggedIn ?? false;
  const placementName = useId();
  if (running) Object.assign(running.current, { api, signedIn });

  function toggle() {
    if (!session) return;
    if (running) session.endPart(PART_KEY);
    else session.part(PART_KEY, () => new TextPredictionPart({ api, signedIn }, placement));
    setRevision((revision) => revision + 1);
  }

  function choosePlacement(next: PredictionPlacement) {
    setPlacement(next);
    if (!running) return;
    running.placement = next;
    running.prediction.setPlacement(next);
  }

  return (
    <ToolBody tool={tool} anchor={anchor}>
      <button
        type="button"
        role="switch"
        aria-checked={running !== undefined}
        aria-describedby={descriptionId}
        className="motes-sidebar__switch"
        disabled={!session}
        onClick={toggle}
      >
        {WRITING_TOOL_TEXTS.predictionSwitch}
      </button>
      <p className="motes-sidebar__hint">
        {running !== undefined ? WRITING_TOOL_TEXTS.predictionOn : WRITING_TOOL_TEXTS.predictionOff}
      </p>
      <fieldset className="motes-sidebar__fieldset">
        <legend>{WRITING_TOOL_TEXTS.placementLegend}</legend>
        {(['caret', 'fixed'] as const).map((value) => (
          <label key={value} className="motes-sidebar__choice">
            <input
              type="radio"
              name={placementName}
              value={value}
              checked={(running?.placement ?? placement) === value}
              onChange={() => choosePlacement(value)}
            />
            {value === 'caret' ? WRITING_TOOL_TEXTS.followCaret : WRITING_TOOL_TEXTS.fixedCorner}
          </label>
        ))}
      </fieldset>
    </ToolBody>
  );
}
