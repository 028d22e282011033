import { Button } from '@motes/ui';
import { useId, useState, type ReactNode } from 'react';
import { SidebarCreatingHost } from './SidebarCreatingHost';
import type { SidebarToolProps } from './toolComponents';

/**
 * A Creating tool in the sidebar's list: a button that opens and closes it. `keepMounted`
 * keeps an opened tool running while closed (a recording or an upload goes on); otherwise it
 * starts afresh each time it opens (My Content then lists the newest motes).
 */
export function CreatingToolFrame({
  tool,
  descriptionId,
  keepMounted = false,
  children,
}: SidebarToolProps & { keepMounted?: boolean; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <>
      <Button
        variant={open ? 'primary' : 'secondary'}
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={descriptionId}
        onClick={() => {
          setOpen(!open);
          setOpened(true);
        }}
      >
        {tool.label}
      </Button>
      <div id={panelId} className="motes-sidebar__creating-tool" hidden={!open}>
        {(open || (keepMounted && opened)) && <SidebarCreatingHost>{children}</SidebarCreatingHost>}
      </div>
    </>
  );
}
