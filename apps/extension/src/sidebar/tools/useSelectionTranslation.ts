// The sidebar's one selection Translation/Dictionary controller, for the tool components.
import { useSidebarServices } from '../sidebarServices';
import { pageLanguage } from '../../pageLanguage';
import {
  SelectionTranslationPart,
  type SelectionTranslationInputs,
} from './selectionTranslationPart';
import type { SidebarSession } from './sidebarSession';
import type { ReadingSettingsHandle } from './useReadingSettings';

/** Starts the controller the first time either tool shows; keeps its inputs current. */
export function useSelectionTranslation(
  session: SidebarSession | null,
  { settings }: ReadingSettingsHandle,
): SelectionTranslationPart | undefined {
  const { api, track, websiteOrigin } = useSidebarServices();
  const inputs: SelectionTranslationInputs = {
    api,
    track,
    websiteOrigin,
    targetLanguage: settings.lastTranslationLanguage,
    sourceLanguage: pageLanguage().bcp47,
    speed: settings.voiceSpeed,
  };
  const part = session?.part('selection-translation', () => new SelectionTranslationPart(inputs));
  // The controller asks for these when it is used, so it always gets the latest.
  if (part) Object.assign(part.inputs, inputs);
  return part;
}
