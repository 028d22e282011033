import { GenerateFromText } from '@motes/creating';
import { CreatingToolFrame } from './CreatingToolFrame';
import type { SidebarToolProps } from './toolComponents';

/** Issue 7 item 6 "Generate audio": text, language, voice and speed become a mote. */
export function GenerateAudioTool(props: SidebarToolProps) {
  return (
    <CreatingToolFrame {...props} keepMounted>
      <GenerateFromText />
    </CreatingToolFrame>
  );
}
