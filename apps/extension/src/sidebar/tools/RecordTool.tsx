import { Recorder } from '@motes/creating';
import { CreatingToolFrame } from './CreatingToolFrame';
import type { SidebarToolProps } from './toolComponents';

/**
 * Issue 7 item 6 "Record": the motes recorder on any page, with the §9 limits (anonymous users
 * 5 minutes, as on the web) and the recovery of unfinished recordings.
 *
 * The recorder runs in the content script's shadow root, so the microphone permission is asked
 * for (and remembered) per page site, and a page whose Permissions-Policy forbids the
 * microphone gets the recorder's "blocked" explanation. An extension-page iframe would give the
 * permission to the extension instead; it needs a second entrypoint listed in the manifest's
 * web_accessible_resources and a message bridge for the API client and status, left for later.
 */
export function RecordTool(props: SidebarToolProps) {
  return (
    <CreatingToolFrame {...props} keepMounted>
      <Recorder />
    </CreatingToolFrame>
  );
}
