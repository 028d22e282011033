// The user's reading choices, shared by the sidebar's tools: a voice per language (§3
// voiceMappings), the speed (voiceSpeed), the translation language (lastTranslationLanguage)
// and Play Page's highlight colour. They start from the user's §3 status; a change shows at
// once and is kept — for a signed-in user in their account through `POST i/settings`, changes
// within 500 ms of each other in one call (§9), for an anonymous user in this browser. §3
// settings have no field for the reading highlight colour, so it always stays in this browser.
import {
  SETTINGS_SAVE_DEBOUNCE_MS,
  type IdentityStatus,
  type SettingsUpdateInput,
} from '@motes/shared';
import { DEFAULT_READING_HIGHLIGHT_COLOURS } from '../../reading/playPage';
import type { SessionPart } from './sidebarSession';

export interface ReadingSettings {
  /** Catalogue code → voice id of `GET t/voices`. */
  voiceMappings: Readonly<Record<string, string>>;
  voiceSpeed: number;
  lastTranslationLanguage: string | null;
  /** `#rrggbb`, the spoken word's colour. */
  highlightColour: string;
}

/** A change: the voice map merges per language; the rest replace. */
export type ReadingSettingsChange = Partial<ReadingSettings>;

/** Where this browser keeps choices (chrome.storage.local in the extension). */
export interface LocalSettingsStorage {
  read(): Promise<ReadingSettingsChange | undefined>;
  write(value: ReadingSettingsChange): Promise<void>;
}

export interface ReadingSettingsStoreOptions {
  /** The user's status; null while it loads or when the server cannot be reached. */
  status: IdentityStatus | null;
  /** `POST i/settings` with the user's token; rejects when it fails. */
  saveToAccount(update: SettingsUpdateInput): Promise<unknown>;
  local: LocalSettingsStorage;
  debounceMs?: number;
}

/** The choices of a status (and the defaults before one has loaded). */
export function readingSettingsOf(status: IdentityStatus | null): ReadingSettings {
  return {
    voiceMappings: status?.identity.voiceMappings ?? {},
    voiceSpeed: status?.identity.voiceSpeed ?? 1,
    lastTranslationLanguage: status?.user?.settings.lastTranslationLanguage ?? null,
    highlightColour: DEFAULT_READING_HIGHLIGHT_COLOURS.word,
  };
}

function merge(
  earlier: ReadingSettingsChange,
  later: ReadingSettingsChange,
): ReadingSettingsChange {
  const merged: ReadingSettingsChange = { ...earlier };
  for (const [key, value] of Object.entries(later)) {
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  if (earlier.voiceMappings && later.voiceMappings) {
    merged.voiceMappings = { ...earlier.voiceMappings, ...later.voiceMappings };
  }
  return merged;
}

/** The `POST i/settings` body for a change; undefined when nothing of it goes to the account. */
export function accountUpdateOf(change: ReadingSettingsChange): SettingsUpdateInput | undefined {
  const update: SettingsUpdateInput = {};
  if (change.voiceMappings) update.voiceMappings = { ...change.voiceMappings };
  if (change.voiceSpeed !== undefined) update.voiceSpeed = change.voiceSpeed;
  if (change.lastTranslationLanguage !== undefined) {
    update.lastTranslationLanguage = change.lastTranslationLanguage;
  }
  return Object.keys(update).length > 0 ? update : undefined;
}

/** One user's choices for the open sidebar. */
export class ReadingSettingsStore implements SessionPart {
  private base: ReadingSettings;
  private readonly signedIn: boolean;
  /** What this browser keeps, plus the changes made since the sidebar opened. */
  private overrides: ReadingSettingsChange = {};
  private pending: ReadingSettingsChange | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private snapshot: ReadingSettings;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: ReadingSettingsStoreOptions) {
    this.base = readingSettingsOf(options.status);
    this.snapshot = this.base;
    this.signedIn = options.status?.auth.isLoggedIn ?? false;
    void options.local.read().then((stored) => {
      if (!stored) return;
      // A signed-in user's account holds the rest; changes made while this loaded win.
      const { highlightColour } = stored;
      const kept = this.signedIn ? (highlightColour ? { highlightColour } : {}) : stored;
      this.overrides = merge(kept, this.overrides);
      this.publish();
    });
  }

  get = (): ReadingSettings => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  change(change: ReadingSettingsChange): void {
    this.overrides = merge(this.overrides, change);
    this.publish();
    const toAccount = this.signedIn ? accountUpdateOf(change) : undefined;
    // In this browser: everything for an anonymous user, the highlight colour for everyone.
    if (!this.signedIn || change.highlightColour !== undefined) {
      const kept = this.signedIn ? { highlightColour: this.snapshot.highlightColour } : {};
      void this.options.local.write(this.signedIn ? kept : this.overrides).catch(() => {});
    }
    if (!toAccount) return;
    this.pending = merge(this.pending ?? {}, change);
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => void this.flush(),
      this.options.debounceMs ?? SETTINGS_SAVE_DEBOUNCE_MS,
    );
  }

  /** Sends what waits to be saved now (the sidebar is closing). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    const change = this.pending;
    this.pending = undefined;
    const update = change && accountUpdateOf(change);
    if (!update) return;
    try {
      await this.options.saveToAccount(update);
    } catch {
      // Kept for the next save, newer changes winning.
      this.pending = merge(change, this.pending ?? {});
    }
  }

  stop(): void {
    void this.flush();
  }

  private publish() {
    const { base, overrides } = this;
    this.snapshot = {
      ...base,
      ...overrides,
      voiceMappings: { ...base.voiceMappings, ...overrides.voiceMappings },
    };
    for (const listener of this.listeners) listener();
  }
}
