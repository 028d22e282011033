import { UploadAudio } from '@motes/creating';
import { CreatingToolFrame } from './CreatingToolFrame';
import type { SidebarToolProps } from './toolComponents';

/** Issue 7 item 6 "Upload": an audio file becomes a mote (resumable upload, the server's checks). */
export function UploadTool(props: SidebarToolProps) {
  return (
    <CreatingToolFrame {...props} keepMounted>
      <UploadAudio />
    </CreatingToolFrame>
  );
}
