import { POPUP_SIDEBAR_TEXTS } from '@motes/shared';
import { Button } from '@motes/ui';
import { useEffect, useId, useState } from 'react';
import { browser } from 'wxt/browser';
import { sidebarAvailability, type SidebarAvailability } from '../../src/popup/sidebarAvailability';
import { toggleSidebarInActiveTab } from '../../src/sidebar/sidebarMessages';

type ButtonState = SidebarAvailability | 'reloadPage';

/**
 * "Open the sidebar on this page": opens the Mote Sidebar in the tab the popup was opened
 * over, then closes the popup. On a page the sidebar cannot run on, it says why instead.
 */
export function OpenSidebarButton() {
  const [state, setState] = useState<ButtonState | null>(null);
  const problemId = useId();

  useEffect(() => {
    let active = true;
    void browser.tabs
      .query({ active: true, currentWindow: true })
      .then(([tab]) => active && setState(sidebarAvailability(tab?.url)))
      .catch(() => active && setState('notAllowed'));
    return () => {
      active = false;
    };
  }, []);

  async function handleOpen() {
    // No answer: the page has no content script (opened before the extension was installed
    // or updated). Were the sidebar already open there, this closes it (the message toggles).
    if (await toggleSidebarInActiveTab()) window.close();
    else setState('reloadPage');
  }

  if (state === null) return null;
  const problem = state === 'available' ? undefined : POPUP_SIDEBAR_TEXTS[state];
  const cannotRunHere = state === 'notAllowed' || state === 'webStore';
  return (
    <div className="popup__sidebar">
      <Button
        variant="secondary"
        visuallyDisabled={cannotRunHere}
        aria-describedby={problem ? problemId : undefined}
        onClick={() => void handleOpen()}
      >
        {POPUP_SIDEBAR_TEXTS.openSidebar}
      </Button>
      {/* Polite live region: the "reload the page" answer to a click is read out. */}
      <p id={problemId} className="popup__note" aria-live="polite">
        {problem}
      </p>
    </div>
  );
}
