import type { CapabilitySupport } from '@motes/shared';

/**
 * What every engine (one per capability and provider) has in common. The registry asks each
 * engine what it can do for every catalogue language; routes ask before doing the work.
 *
 * Engines start lazily (models, processes and data load on first use), so the server starts
 * fast and a deployment without an engine's system package still runs.
 */
export interface Engine {
  /** Shown in answers ("translated by apertium") and in the capabilities response. */
  readonly name: string;
  /**
   * What this engine can do for a catalogue language code (BCP 47 as the catalogue writes it:
   * `en-US`, `es-ES`, `fr-CA`, `ar-EG`, `pt-BR`). Cheap and synchronous: answered from what is
   * installed or configured, never by calling the engine.
   */
  support(languageCode: string): CapabilitySupport;
  /** Stops processes and frees memory; called once when the server stops. */
  close?(): Promise<void>;
}

/** The primary subtag of a language code, lower case: `es-US` → `es`. */
export function primaryLanguage(code: string): string {
  return code.split(/[-_]/)[0]!.toLowerCase();
}
