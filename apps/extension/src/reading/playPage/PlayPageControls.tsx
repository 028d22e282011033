// Play Page's controls for the sidebar: play (the selection when there is one, else the page),
// pause/resume, stop, start from a clicked paragraph, speed and highlight colour, and the
// player's status for screen readers. Plain elements with the sidebar's class names.
import { MAX_VOICE_SPEED, MIN_VOICE_SPEED } from '@motes/shared';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { pointStart, selectionStart, type PlayPage } from './playPage';
import type { ReadingHighlightColours } from './pageHighlighter';
import type { PlayPageState } from './playPagePlayer';

/** The speeds offered, within §3's voiceSpeed range. */
export const PLAY_PAGE_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2].filter(
  (speed) => speed >= MIN_VOICE_SPEED && speed <= MAX_VOICE_SPEED,
);

/** Shown when a play or a click finds no text to read. */
export const NOTHING_TO_READ = 'There is no text to read there.';

export interface PlayPageControlsProps {
  playPage: PlayPage;
  /** The speed to start with (the user's §3 voiceSpeed). */
  speed: number;
  onSpeedChange?: (speed: number) => void;
  /** `#rrggbb`: the spoken word's colour; the sentence gets a pale tint of it. */
  highlightColour: string;
  onHighlightColourChange?: (colour: string) => void;
  /** The page whose text is read (default: the global document). */
  document?: Document;
}

export function PlayPageControls(props: PlayPageControlsProps) {
  const { playPage, onSpeedChange, onHighlightColourChange } = props;
  const page = props.document ?? globalThis.document;
  const state = useSyncExternalStore(playPage.subscribe, playPage.getState);
  const [speed, setSpeed] = useState(props.speed);
  const [colour, setColour] = useState(props.highlightColour);
  const [picking, setPicking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const speedId = useId();
  const colourId = useId();

  useEffect(() => {
    playPage.setHighlightColours(tints(colour));
  }, [playPage, colour]);

  // "Start from a paragraph": the next click on the page picks where to start, instead of
  // following a link or pressing a button there. Escape gives up.
  useEffect(() => {
    if (!picking) return;
    const handleClick = (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
      setPicking(false);
      const from = pointStart(page, event.clientX, event.clientY);
      setNotice(from && playPage.play(from) ? null : NOTHING_TO_READ);
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPicking(false);
    };
    page.addEventListener('click', handleClick, true);
    page.addEventListener('keydown', handleKeyDown, true);
    return () => {
      page.removeEventListener('click', handleClick, true);
      page.removeEventListener('keydown', handleKeyDown, true);
    };
  }, [picking, page, playPage]);

  function handlePlay() {
    if (state.status === 'playing' || state.status === 'loading') return playPage.pause();
    if (state.status === 'paused') return playPage.resume();
    setNotice(
      playPage.play(selectionStart(page) ?? { kind: 'beginning' }) ? null : NOTHING_TO_READ,
    );
  }

  function handleSpeedChange(value: number) {
    setSpeed(value);
    playPage.setSpeed(value);
    onSpeedChange?.(value);
  }

  function handleColourChange(value: string) {
    setColour(value);
    onHighlightColourChange?.(value);
  }

  const active = state.status !== 'idle' && state.status !== 'error';
  return (
    <div className="motes-sidebar__play-page">
      <div className="motes-sidebar__buttons">
        <button type="button" className="motes-sidebar__button" onClick={handlePlay}>
          {playLabel(state)}
        </button>
        <button
          type="button"
          className="motes-sidebar__button"
          onClick={() => playPage.stop()}
          disabled={!active}
        >
          Stop
        </button>
        <button
          type="button"
          className="motes-sidebar__button"
          aria-pressed={picking}
          onClick={() => setPicking(!picking)}
        >
          Start from a paragraph
        </button>
      </div>
      <label htmlFor={speedId} className="motes-sidebar__label">
        Speed
      </label>
      <select
        id={speedId}
        value={speed}
        onChange={(event) => handleSpeedChange(Number(event.currentTarget.value))}
      >
        {PLAY_PAGE_SPEEDS.map((value) => (
          <option key={value} value={value}>
            {value === 1 ? 'Normal (1×)' : `${value}×`}
          </option>
        ))}
      </select>
      <label htmlFor={colourId} className="motes-sidebar__label">
        Highlight colour
      </label>
      <input
        id={colourId}
        type="color"
        value={colour}
        onChange={(event) => handleColourChange(event.currentTarget.value)}
      />
      <p className="motes-sidebar__hint" role="status">
        {picking ? 'Click the paragraph to start from. Escape cancels.' : statusText(state)}
      </p>
      {(state.error ?? notice) && (
        <p className="motes-sidebar__error" role="alert">
          {state.error ?? notice}
        </p>
      )}
    </div>
  );
}

function playLabel(state: PlayPageState): string {
  if (state.status === 'playing' || state.status === 'loading') return 'Pause';
  if (state.status === 'paused') return 'Resume';
  return 'Play';
}

function statusText(state: PlayPageState): string {
  const part = `part ${state.chunkIndex + 1} of ${state.chunkCount}`;
  switch (state.status) {
    case 'loading':
      return `Preparing ${part}…`;
    case 'playing':
      return `Reading ${part}.`;
    case 'paused':
      return `Paused at ${part}.`;
    default:
      return 'Select text to read just that part, or play the whole page.';
  }
}

/** The word in `colour`, the sentence in a pale tint of it (25% opacity). */
function tints(colour: string): Partial<ReadingHighlightColours> {
  return /^#[0-9a-f]{6}$/i.test(colour) ? { word: colour, sentence: `${colour}40` } : {};
}
