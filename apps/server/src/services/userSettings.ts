import {
  HighlightColourNameSchema,
  mergeHighlightLabels,
  resolveHighlightColours,
  SettingsSchema,
  type HighlightLabels,
  type Settings,
  type SettingsUpdateInput,
} from '@motes/shared';

/**
 * How settings sit in users.settings (jsonb): the fields of the shared Settings schema the
 * user has set, except highlight colours, stored as the renamed labels only
 * (`highlightLabels`), so a later change to a default label reaches everyone who kept it.
 */
export type StoredSettings = Partial<Omit<Settings, 'highlightColours'>> & {
  highlightLabels?: HighlightLabels;
};

type SettingsField = keyof typeof SettingsSchema.shape;

/**
 * Reads stored settings field by field: a field that no longer validates (saved under an
 * older schema) is dropped on its own instead of costing the user every other setting.
 */
export function readStoredSettings(value: unknown): StoredSettings {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const stored: Record<string, unknown> = {};
  for (const [key, fieldValue] of Object.entries(value)) {
    if (key === 'highlightLabels') {
      stored.highlightLabels = readHighlightLabels(fieldValue);
      continue;
    }
    if (key === 'highlightColours' || !(key in SettingsSchema.shape)) continue;
    const parsed = SettingsSchema.shape[key as SettingsField].safeParse(fieldValue);
    if (parsed.success && parsed.data !== undefined) stored[key] = parsed.data;
  }
  return stored as StoredSettings;
}

function readHighlightLabels(value: unknown): HighlightLabels {
  if (!value || typeof value !== 'object') return {};
  const labels: HighlightLabels = {};
  for (const [colour, label] of Object.entries(value)) {
    const name = HighlightColourNameSchema.safeParse(colour);
    if (name.success && name.data !== 'blue' && typeof label === 'string' && label.length > 0) {
      labels[name.data] = label;
    }
  }
  return labels;
}

/** Every setting with defaults filled in: what `i/settings` and `i/status` answer. */
export function toSettings(stored: StoredSettings): Settings {
  const { highlightLabels, ...rest } = stored;
  return SettingsSchema.parse({
    ...rest,
    highlightColours: resolveHighlightColours(highlightLabels),
  });
}

/**
 * Applies a validated `i/settings` update: top-level fields replace (null clears), the voice
 * mappings and highlight labels merge per key (a null entry removes one).
 */
export function applySettingsUpdate(
  stored: StoredSettings,
  update: SettingsUpdateInput,
): StoredSettings {
  const next: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(update)) {
    if (value === undefined) continue;
    if (key === 'voiceMappings') {
      next.voiceMappings = mergeVoiceMappings(stored.voiceMappings ?? {}, update.voiceMappings!);
    } else if (key === 'highlightColours') {
      next.highlightLabels = mergeHighlightLabels(
        stored.highlightLabels ?? {},
        update.highlightColours!,
      );
    } else if (value === null) {
      delete next[key];
    } else {
      next[key] = value;
    }
  }
  return next as StoredSettings;
}

function mergeVoiceMappings(
  current: Record<string, string>,
  update: Record<string, string | null>,
): Record<string, string> {
  const merged = { ...current };
  for (const [locale, voice] of Object.entries(update)) {
    if (voice === null) delete merged[locale];
    else merged[locale] = voice;
  }
  return merged;
}
