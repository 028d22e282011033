import { isSidebarToolAllowed, SIDEBAR_TOOLS, type SidebarMode } from '@motes/shared';
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { FocusView } from './FocusView';
import { startScreenMask, type ScreenMask, type ScreenMaskStyle } from './screenMask';
import type { SidebarIdentity, SidebarIdentitySource } from './sidebarIdentity';
import { loadSidebarLayout, saveSidebarLayout, type SidebarLayout } from './sidebarLayout';
import { SidebarPanel } from './SidebarPanel';
import { sidebarWebsiteOrigin, StoredSidebarServices, type SidebarTrack } from './sidebarServices';

export interface SidebarRootProps {
  identitySource: SidebarIdentitySource;
  onClose: () => void;
  /** Analytics from the sidebar's tools (issue 7 item 7). */
  track?: SidebarTrack;
}

function ignoreEvent() {}

/** The screen mask as the panel shows it. */
export interface ScreenMaskState {
  style: ScreenMaskStyle;
  centreY: number;
}

const SCREEN_MASK_TOOL = SIDEBAR_TOOLS.find((tool) => tool.id === 'screen_mask');

/** Loads who the user is and their layout, then shows the panel and its tools. */
export function SidebarRoot({ identitySource, onClose, track = ignoreEvent }: SidebarRootProps) {
  const [identity, setIdentity] = useState<SidebarIdentity | null>(null);
  const [layout, setLayout] = useState<SidebarLayout | null>(null);
  const [websiteOrigin, setWebsiteOrigin] = useState<string | null>(null);
  const [mask, setMask] = useState<ScreenMaskState | null>(null);
  const [isFocusViewOpen, setFocusViewOpen] = useState(false);
  const maskRef = useRef<ScreenMask | null>(null);
  const panelRef = useRef<HTMLElement>(null);
  const focusViewButtonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    let active = true;
    let userId: string | null | undefined;
    async function adopt(next: SidebarIdentity) {
      // Each user has their own remembered layout.
      const nextLayout = next.userId === userId ? null : await loadSidebarLayout(next.userId);
      const origin = await sidebarWebsiteOrigin();
      if (!active) return;
      userId = next.userId;
      setWebsiteOrigin(origin);
      setIdentity(next);
      if (nextLayout) setLayout(nextLayout);
    }
    void identitySource.read().then(adopt);
    const unsubscribe = identitySource.subscribe((next) => void adopt(next));
    return () => {
      active = false;
      unsubscribe();
    };
  }, [identitySource]);

  const stopMask = useCallback(() => {
    maskRef.current?.stop();
  }, []);

  // Closing the sidebar takes the mask (and its page listeners) with it.
  useEffect(() => stopMask, [stopMask]);

  // A teacher switching the mask off while it runs ends it.
  const maskAllowed =
    identity === null ||
    !SCREEN_MASK_TOOL ||
    isSidebarToolAllowed(SCREEN_MASK_TOOL, identity.teacherControls);
  useEffect(() => {
    if (!maskAllowed) stopMask();
  }, [maskAllowed, stopMask]);

  // Focus moves into the panel once it has rendered, so keyboard users land in it.
  const hasLayout = layout !== null;
  useEffect(() => {
    if (hasLayout) panelRef.current?.focus();
  }, [hasLayout]);

  if (!identity || !layout || !websiteOrigin) return null;
  const userId = identity.userId;

  function updateLayout(patch: Partial<SidebarLayout>, persist = true) {
    setLayout((current) => {
      if (!current) return current;
      const next = { ...current, ...patch };
      if (persist) void saveSidebarLayout(userId, next);
      return next;
    });
  }

  function toggleMask() {
    if (maskRef.current) {
      stopMask();
      return;
    }
    const style: ScreenMaskStyle = mask?.style ?? 'mask';
    const started = startScreenMask({
      style,
      onMove: (centreY) => setMask((current) => current && { ...current, centreY }),
      onStop: () => {
        maskRef.current = null;
        setMask(null);
      },
    });
    maskRef.current = started;
    setMask({ style, centreY: started.centreY });
  }

  function changeMaskStyle(style: ScreenMaskStyle) {
    maskRef.current?.setStyle(style);
    setMask((current) => current && { ...current, style });
  }

  function closeFocusView() {
    setFocusViewOpen(false);
    // Back to the button that opened it, once it is rendered again.
    requestAnimationFrame(() => focusViewButtonRef.current?.focus());
  }

  // Escape undoes the innermost thing first: the Focus view, then the mask, then the sidebar.
  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    if (isFocusViewOpen) closeFocusView();
    else if (maskRef.current) stopMask();
    else onClose();
  }

  return (
    // Keys typed in the sidebar's controls bubble here; the div itself is not a control.
    <StoredSidebarServices websiteOrigin={websiteOrigin} userId={userId} track={track}>
      <div className="motes-sidebar-keys" onKeyDown={handleKeyDown}>
        <SidebarPanel
          ref={panelRef}
          layout={layout}
          teacherControls={identity.teacherControls}
          mask={mask}
          focusViewButtonRef={focusViewButtonRef}
          onLayoutChange={updateLayout}
          onModeChange={(mode: SidebarMode) => updateLayout({ mode })}
          onToggleMask={toggleMask}
          onMaskStyleChange={changeMaskStyle}
          onMaskMove={(centreY) => maskRef.current?.moveTo(centreY)}
          onOpenFocusView={() => setFocusViewOpen(true)}
          onClose={onClose}
        />
        {isFocusViewOpen && <FocusView onClose={closeFocusView} />}
      </div>
    </StoredSidebarServices>
  );
}
