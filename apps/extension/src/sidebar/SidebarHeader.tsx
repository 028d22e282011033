import { Button } from '@motes/ui';
import { useId, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import {
  clampSidebarPosition,
  SIDEBAR_KEYBOARD_STEP_PX,
  type SidebarDock,
  type SidebarLayout,
} from './sidebarLayout';

export interface SidebarHeaderProps {
  titleId: string;
  title: string;
  bodyId: string;
  layout: SidebarLayout;
  /** Where the floating panel is drawn (its stored place, kept on screen). */
  position: { x: number; y: number };
  headerHeight: number;
  /** `persist: false` while dragging: the place is saved once, when the drag ends. */
  onLayoutChange: (patch: Partial<SidebarLayout>, persist?: boolean) => void;
  onClose: () => void;
}

const DOCK_CHOICES: readonly { dock: SidebarDock; label: string; icon: ReactNode }[] = [
  {
    dock: 'floating',
    label: 'Float the sidebar',
    icon: <DockIcon x={4} y={4} width={8} height={8} />,
  },
  {
    dock: 'right',
    label: 'Dock the sidebar to the right edge',
    icon: <DockIcon x={10} y={1} width={5} height={14} />,
  },
  {
    dock: 'top',
    label: 'Dock the sidebar across the top',
    icon: <DockIcon x={1} y={1} width={14} height={5} />,
  },
];

const ARROW_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The header: drag handle, title, dock choices, minimise and close. */
export function SidebarHeader({
  titleId,
  title,
  bodyId,
  layout,
  position,
  headerHeight,
  onLayoutChange,
  onClose,
}: SidebarHeaderProps) {
  const hintId = useId();
  const drag = useRef<{ pointerId: number; offsetX: number; offsetY: number } | null>(null);

  function moveTo(x: number, y: number, persist = true) {
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const place = clampSidebarPosition(x, y, viewport, headerHeight);
    onLayoutChange({ dock: 'floating', ...place }, persist);
  }

  // The handle keeps the pointer while dragging, so no listener on the page is needed.
  function handlePointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    const panel = event.currentTarget.closest('section');
    const rect = panel?.getBoundingClientRect();
    if (!rect) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      offsetX: event.clientX - rect.left,
      offsetY: event.clientY - rect.top,
    };
  }

  function handlePointerMove(event: PointerEvent<HTMLButtonElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    moveTo(event.clientX - current.offsetX, event.clientY - current.offsetY, false);
  }

  function handlePointerEnd(event: PointerEvent<HTMLButtonElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    onLayoutChange({});
  }

  function handleKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = ARROW_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const distance = SIDEBAR_KEYBOARD_STEP_PX * (event.shiftKey ? 4 : 1);
    // A docked panel starts moving from where it is drawn now.
    const rect = event.currentTarget.closest('section')?.getBoundingClientRect();
    const from = layout.dock === 'floating' || !rect ? position : { x: rect.left, y: rect.top };
    moveTo(from.x + step[0] * distance, from.y + step[1] * distance);
  }

  return (
    <div className="motes-sidebar__header">
      <button
        type="button"
        className="motes-sidebar__handle"
        aria-label="Move the sidebar"
        aria-describedby={hintId}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerEnd}
        onPointerCancel={handlePointerEnd}
        onKeyDown={handleKeyDown}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          {[4, 8, 12].map((cy) =>
            [6, 10].map((cx) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="1.4" />),
          )}
        </svg>
      </button>
      <span id={hintId} className="motes-sidebar__visually-hidden">
        Drag to move, or use the arrow keys. Shift moves further.
      </span>
      <h2 id={titleId} className="motes-sidebar__title">
        {title}
      </h2>
      <div className="motes-sidebar__header-actions" role="group" aria-label="Sidebar position">
        {DOCK_CHOICES.map((choice) => (
          <Button
            key={choice.dock}
            size="sm"
            variant="ghost"
            className="motes-sidebar__icon-button"
            aria-label={choice.label}
            aria-pressed={layout.dock === choice.dock}
            title={choice.label}
            icon={choice.icon}
            onClick={() => onLayoutChange({ dock: choice.dock })}
          />
        ))}
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="motes-sidebar__icon-button"
        aria-label={layout.minimised ? 'Show the sidebar tools' : 'Minimise the sidebar'}
        aria-expanded={!layout.minimised}
        aria-controls={layout.minimised ? undefined : bodyId}
        title={layout.minimised ? 'Show the sidebar tools' : 'Minimise the sidebar'}
        icon={<MinimiseIcon minimised={layout.minimised} />}
        onClick={() => onLayoutChange({ minimised: !layout.minimised })}
      />
      <Button
        size="sm"
        variant="ghost"
        className="motes-sidebar__icon-button"
        aria-label="Close the sidebar"
        title="Close the sidebar (Escape)"
        icon={<CloseIcon />}
        onClick={onClose}
      />
    </div>
  );
}

function DockIcon(filled: { x: number; y: number; width: number; height: number }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
      <rect
        x="0.75"
        y="0.75"
        width="14.5"
        height="14.5"
        rx="2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <rect {...filled} rx="1" fill="currentColor" />
    </svg>
  );
}

function MinimiseIcon({ minimised }: { minimised: boolean }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
      {minimised ? (
        <rect
          x="2"
          y="2"
          width="12"
          height="12"
          rx="1"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
        />
      ) : (
        <rect x="2" y="11" width="12" height="2" rx="1" fill="currentColor" />
      )}
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" focusable="false">
      <path
        d="M3 3l10 10M13 3L3 13"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
