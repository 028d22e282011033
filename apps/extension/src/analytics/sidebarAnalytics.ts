// The sidebar's `track` (SidebarTrack, ../sidebar/sidebarServices.tsx): §7 applicationView
// is the sidebar and the mode it shows, read from the user's remembered layout, which the
// sidebar saves on every mode change.
import { sidebarApplicationView } from '@motes/shared';
import { loadSidebarLayout } from '../sidebar/sidebarLayout';
import type { SidebarTrack } from '../sidebar/sidebarServices';
import { createStoredExtensionAnalytics } from './storedAnalytics';

/** The analytics of the sidebar on this page; never throws, never waits. */
export function createSidebarTrack(): SidebarTrack {
  const analytics = createStoredExtensionAnalytics(async (userId) =>
    sidebarApplicationView((await loadSidebarLayout(userId)).mode),
  );
  return (event, variables) => analytics.track(event, variables);
}
