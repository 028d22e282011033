import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VOICE_SPEED,
  MAX_VOICE_SPEED,
  MIN_VOICE_SPEED,
  SETTINGS_SAVE_DEBOUNCE_MS,
  SettingsSchema,
  SettingsUpdateSchema,
} from './settings';

describe('settings (§3 preferences, §7 i/settings)', () => {
  it('debounces saves by 500 ms (§9)', () => {
    expect(SETTINGS_SAVE_DEBOUNCE_MS).toBe(500);
  });

  it('fills defaults: voice speed 1, no voice mappings, the §3 highlight colours', () => {
    const settings = SettingsSchema.parse({});
    expect(settings.voiceSpeed).toBe(DEFAULT_VOICE_SPEED);
    expect(DEFAULT_VOICE_SPEED).toBe(1);
    expect(settings.voiceMappings).toEqual({});
    expect(settings.highlightColours.map((entry) => entry.label)).toEqual([
      'Vocabulary',
      'Main ideas',
      'Evidence',
      'Questions',
      'Reactions',
    ]);
    expect(settings.transcriptionOptOutEnabled).toBe(false);
    expect(settings.preferredLocale).toBeNull();
    expect(settings.lastTranslationLanguage).toBeNull();
  });

  it('keeps voice speed between 0.5 and 2', () => {
    expect([MIN_VOICE_SPEED, MAX_VOICE_SPEED]).toEqual([0.5, 2]);
    expect(SettingsUpdateSchema.safeParse({ voiceSpeed: 0.5 }).success).toBe(true);
    expect(SettingsUpdateSchema.safeParse({ voiceSpeed: 2 }).success).toBe(true);
    expect(SettingsUpdateSchema.safeParse({ voiceSpeed: 0.4 }).success).toBe(false);
    expect(SettingsUpdateSchema.safeParse({ voiceSpeed: 2.1 }).success).toBe(false);
  });

  it('maps voices per transcription locale and lets null remove one', () => {
    const update = SettingsUpdateSchema.parse({
      voiceMappings: { 'fr-FR': 'Amélie', 'en-GB': null },
    });
    expect(update.voiceMappings).toEqual({ 'fr-FR': 'Amélie', 'en-GB': null });
    expect(SettingsUpdateSchema.safeParse({ voiceMappings: { French: 'x' } }).success).toBe(false);
  });

  it('accepts only the §9 UX locales as the preferred locale', () => {
    expect(SettingsUpdateSchema.safeParse({ preferredLocale: 'en-GB' }).success).toBe(true);
    expect(SettingsUpdateSchema.safeParse({ preferredLocale: 'fr-FR' }).success).toBe(false);
  });

  it('refuses unknown fields and a renamed blue highlighter', () => {
    expect(SettingsUpdateSchema.safeParse({ voiceSped: 1 }).success).toBe(false);
    expect(SettingsUpdateSchema.safeParse({ highlightColours: { blue: 'Words' } }).success).toBe(
      false,
    );
  });
});
