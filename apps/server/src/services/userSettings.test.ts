import { describe, expect, it } from 'vitest';
import { applySettingsUpdate, readStoredSettings, toSettings } from './userSettings.js';

describe('stored settings', () => {
  it('drops only the fields that no longer validate', () => {
    const stored = readStoredSettings({
      voiceSpeed: 9,
      loopPrompt: 'Hi',
      unknownField: true,
      highlightLabels: { yellow: 'Ideas', blue: 'Hacked', red: 'x' },
    });
    expect(stored).toEqual({ loopPrompt: 'Hi', highlightLabels: { yellow: 'Ideas' } });
    expect(readStoredSettings(null)).toEqual({});
    expect(readStoredSettings([1, 2])).toEqual({});
  });

  it('replaces top-level fields, clears with null, merges the maps', () => {
    const stored = applySettingsUpdate(
      { voiceSpeed: 1.5, loopPrompt: 'Hi', voiceMappings: { 'fr-FR': 'A' } },
      { loopPrompt: null, voiceMappings: { 'es-ES': 'B' }, highlightColours: { green: 'Proof' } },
    );
    expect(stored).toEqual({
      voiceSpeed: 1.5,
      voiceMappings: { 'fr-FR': 'A', 'es-ES': 'B' },
      highlightLabels: { green: 'Proof' },
    });
    expect(toSettings(stored).highlightColours[2]).toEqual({
      colour: 'green',
      label: 'Proof',
      isLocked: false,
    });
  });
});
