// The sidebar's tools as components, by tool id (packages/shared sidebarTools.ts lists them).
// ToolList renders the component of an allowed tool (every tool has one: the type says so).
// Each tool lives in its own file in this folder and is added here in one line;
// a tool reads what it needs with useSidebarServices() (../sidebarServices.tsx).
import type { SidebarTool, SidebarToolId } from '@motes/shared';
import type { ComponentType } from 'react';
import { GenerateAudioTool } from './GenerateAudioTool';
import { MyContentTool } from './MyContentTool';
import { RecordTool } from './RecordTool';
import { UploadTool } from './UploadTool';
import { DictionaryTool } from './DictionaryTool';
import { ListenBackTool } from './ListenBackTool';
import { PlayPageTool } from './PlayPageTool';
import { TextPredictionTool } from './TextPredictionTool';
import { TranslationTool } from './TranslationTool';
import { HighlighterTool } from './HighlighterTool';
import { SelectAreaTool } from './SelectAreaTool';
import { VoiceTypingTool } from './VoiceTypingTool';

/** What ToolList gives every tool component. */
export interface SidebarToolProps {
  tool: SidebarTool;
  /** The id of the tool's one-line description, for the tool's main control's aria-describedby. */
  descriptionId: string;
}

/** Tool components by id. Screen Mask and Focus view are rendered by ToolList itself. */
export const TOOL_COMPONENTS: Readonly<
  Record<Exclude<SidebarToolId, 'screen_mask' | 'focus_view'>, ComponentType<SidebarToolProps>>
> = {
  play_page: PlayPageTool,
  translation: TranslationTool,
  dictionary: DictionaryTool,
  listen_back: ListenBackTool,
  text_prediction: TextPredictionTool,
  select_area: SelectAreaTool,
  highlighter: HighlighterTool,
  voice_typing: VoiceTypingTool,
  record: RecordTool,
  generate_audio: GenerateAudioTool,
  upload: UploadTool,
  my_content: MyContentTool,
};
