import {
  ENGINE_CAPABILITIES,
  NO_SPEECH_TO_TEXT,
  type CapabilitySupport,
  type EngineCapability,
  type LanguageCapabilities,
  type SupportedLanguage,
} from '@motes/shared';
import type { Engine } from './engine.js';

/**
 * The engines this deployment runs, one per capability (DESIGN.md "Language engines"). A
 * capability without an engine is simply absent: the server still starts, and every language
 * answers `not_installed` for it. server.ts builds it from the configuration.
 */
export type EngineRegistry = { readonly [Capability in EngineCapability]?: Engine };

const NOT_INSTALLED: CapabilitySupport = { available: false, reason: 'not_installed' };
const DISABLED_FOR_LANGUAGE: CapabilitySupport = {
  available: false,
  reason: 'disabled_for_language',
};

/**
 * Text to speech for a language the catalogue gives no voice of its own (§3
 * `text_to_speech_disabled`): its substitute's voice when that one is available (en-NG speaks
 * with en-GB's), else disabled.
 */
function substituteSpeech(engine: Engine, language: SupportedLanguage): CapabilitySupport {
  const substitute = language.speech_substitute_code;
  const support = substitute ? engine.support(substitute) : undefined;
  return support?.available ? support : DISABLED_FOR_LANGUAGE;
}

/** What one capability can do for one language; see {@link languageCapabilities}. */
export function capabilitySupport(
  registry: EngineRegistry,
  capability: EngineCapability,
  language: SupportedLanguage,
): CapabilitySupport {
  const engine = registry[capability];
  if (!engine) return NOT_INSTALLED;
  if (capability === 'textToSpeech' && language.text_to_speech_disabled) {
    return substituteSpeech(engine, language);
  }
  if (
    capability === 'speechToText' &&
    language.speech_to_text_overrides.includes(NO_SPEECH_TO_TEXT)
  ) {
    return DISABLED_FOR_LANGUAGE;
  }
  return engine.support(language.bcp47);
}

/**
 * What this deployment can do for a catalogue language, per capability. In order: a
 * capability without an engine is `not_installed`; then the catalogue's switches win over what
 * the engine could do (§3 `text_to_speech_disabled`, unless `speech_substitute_code` names a
 * language the engine speaks; `speech_to_text_overrides: ['NONE']`); else the engine answers
 * for the language's code.
 */
export function languageCapabilities(
  registry: EngineRegistry,
  language: SupportedLanguage,
): LanguageCapabilities {
  return Object.fromEntries(
    ENGINE_CAPABILITIES.map((capability) => [
      capability,
      capabilitySupport(registry, capability, language),
    ]),
  ) as LanguageCapabilities;
}

/**
 * Stops every engine of the registry once (one engine may serve two capabilities), all of them
 * even when one fails; for the server's shutdown. Resolves with the failures, to be logged.
 */
export async function closeEngines(registry: EngineRegistry): Promise<unknown[]> {
  const engines = new Set(Object.values(registry).filter((engine) => engine !== undefined));
  const results = await Promise.allSettled([...engines].map((engine) => engine.close?.()));
  return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
}
