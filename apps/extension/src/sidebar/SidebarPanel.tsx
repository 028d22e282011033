import { BRAND_NAME } from '@motes/ui';
import { SIDEBAR_MODE_LABELS, type SidebarMode, type TeacherControls } from '@motes/shared';
import { useId, type CSSProperties, type Ref, type RefObject } from 'react';
import { ModeTabs } from './ModeTabs';
import type { ScreenMaskStyle } from './screenMask';
import { SidebarHeader } from './SidebarHeader';
import { clampSidebarPosition, type SidebarLayout } from './sidebarLayout';
import type { ScreenMaskState } from './SidebarRoot';
import { ToolList } from './ToolList';

/** Height of the header, the part of a floating panel that must stay on screen. */
const HEADER_HEIGHT_PX = 48;

export interface SidebarPanelProps {
  ref: Ref<HTMLElement>;
  layout: SidebarLayout;
  teacherControls: TeacherControls;
  mask: ScreenMaskState | null;
  focusViewButtonRef: RefObject<HTMLButtonElement | null>;
  onLayoutChange: (patch: Partial<SidebarLayout>, persist?: boolean) => void;
  onModeChange: (mode: SidebarMode) => void;
  onToggleMask: () => void;
  onMaskStyleChange: (style: ScreenMaskStyle) => void;
  onMaskMove: (centreY: number) => void;
  onOpenFocusView: () => void;
  onClose: () => void;
}

/** The floating or docked panel: header, mode selector and the mode's tools. */
export function SidebarPanel({
  ref,
  layout,
  teacherControls,
  mask,
  focusViewButtonRef,
  onLayoutChange,
  onModeChange,
  onToggleMask,
  onMaskStyleChange,
  onMaskMove,
  onOpenFocusView,
  onClose,
}: SidebarPanelProps) {
  const titleId = useId();
  const bodyId = useId();
  const viewport = { width: window.innerWidth, height: window.innerHeight };
  const position = clampSidebarPosition(layout.x, layout.y, viewport, HEADER_HEIGHT_PX);
  const placement: CSSProperties =
    layout.dock === 'floating' ? { left: position.x, top: position.y } : {};

  return (
    <section
      ref={ref}
      className={`motes-sidebar motes-sidebar--${layout.dock}`}
      style={placement}
      aria-label={`${BRAND_NAME} sidebar`}
      tabIndex={-1}
      data-dock={layout.dock}
      data-minimised={layout.minimised}
    >
      <SidebarHeader
        titleId={titleId}
        title={BRAND_NAME}
        bodyId={bodyId}
        layout={layout}
        position={position}
        headerHeight={HEADER_HEIGHT_PX}
        onLayoutChange={onLayoutChange}
        onClose={onClose}
      />
      {!layout.minimised && (
        <div className="motes-sidebar__body" id={bodyId}>
          <ModeTabs
            mode={layout.mode}
            onModeChange={onModeChange}
            panel={(mode) => (
              <ToolList
                mode={mode}
                modeLabel={SIDEBAR_MODE_LABELS[mode]}
                dock={layout.dock}
                teacherControls={teacherControls}
                mask={mask}
                focusViewButtonRef={focusViewButtonRef}
                onToggleMask={onToggleMask}
                onMaskStyleChange={onMaskStyleChange}
                onMaskMove={onMaskMove}
                onOpenFocusView={onOpenFocusView}
              />
            )}
          />
        </div>
      )}
    </section>
  );
}
