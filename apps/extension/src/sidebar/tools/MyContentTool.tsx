import { MyMotes } from '@motes/creating';
import { CreatingToolFrame } from './CreatingToolFrame';
import type { SidebarToolProps } from './toolComponents';

/** Issue 7 item 6 "My Content": the user's motes, newest first, each with copy link and QR code. */
export function MyContentTool(props: SidebarToolProps) {
  return (
    <CreatingToolFrame {...props}>
      <MyMotes />
    </CreatingToolFrame>
  );
}
