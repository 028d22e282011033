// The sidebar's tools as components, by tool id (packages/shared sidebarTools.ts lists them).
// ToolList renders the registered component of an allowed tool; a tool without one says
// "Coming soon". Each tool lives in its own file in this folder and is added here in one line;
// a tool reads what it needs with useSidebarServices() (../sidebarServices.tsx).
import type { SidebarTool, SidebarToolId } from '@motes/shared';
import type { ComponentType } from 'react';

/** What ToolList gives every tool component. */
export interface SidebarToolProps {
  tool: SidebarTool;
  /** The id of the tool's one-line description, for the tool's main control's aria-describedby. */
  descriptionId: string;
}

/** Tool components by id. Screen Mask and Focus view are rendered by ToolList itself. */
export const TOOL_COMPONENTS: Partial<Record<SidebarToolId, ComponentType<SidebarToolProps>>> = {};
