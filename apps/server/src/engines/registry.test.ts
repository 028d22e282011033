// Issue 5 "a registry that says per language what is available": the registry's own rules,
// with small test engines standing for installed ones (what an engine supports is each engine's
// own test; here only how the registry combines engines with the §3 catalogue's switches).
import { describe, expect, it } from 'vitest';
import { ENGINE_CAPABILITIES, findLanguage, type CapabilitySupport } from '@motes/shared';
import { primaryLanguage, type Engine } from './engine.js';
import { closeEngines, languageCapabilities, type EngineRegistry } from './registry.js';

/** An engine that serves the languages (primary subtags) it is given. */
function engineFor(name: string, languages: string[], closed: string[] = []): Engine {
  return {
    name,
    support: (code): CapabilitySupport =>
      languages.includes(primaryLanguage(code))
        ? { available: true, engine: name }
        : { available: false, reason: 'language_not_supported' },
    close: async () => void closed.push(name),
  };
}

const capabilitiesOf = (registry: EngineRegistry, code: string) =>
  languageCapabilities(registry, findLanguage(code));

describe('engine registry: per capability and language (issue 5, §3)', () => {
  it('answers every capability; one without an engine is not_installed', () => {
    const capabilities = capabilitiesOf({}, 'en-US');
    expect(Object.keys(capabilities).sort()).toEqual([...ENGINE_CAPABILITIES].sort());
    for (const support of Object.values(capabilities)) {
      expect(support).toEqual({ available: false, reason: 'not_installed' });
    }
  });

  it('otherwise asks the engine about the language', () => {
    const registry = { translation: engineFor('apertium', ['en', 'es']) };
    expect(capabilitiesOf(registry, 'es-US').translation).toEqual({
      available: true,
      engine: 'apertium',
    });
    expect(capabilitiesOf(registry, 'ja-JP').translation).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
  });

  it('§3 text_to_speech_disabled: the substitute speaks when its voice is available', () => {
    // en-NG has no voice of its own; its catalogue substitute is en-GB.
    const registry = { textToSpeech: engineFor('espeak-ng', ['en']) };
    expect(capabilitiesOf(registry, 'en-NG').textToSpeech).toEqual({
      available: true,
      engine: 'espeak-ng',
    });
    expect(capabilitiesOf({ textToSpeech: engineFor('espeak-ng', ['fr']) }, 'en-NG')).toMatchObject(
      {
        textToSpeech: { available: false, reason: 'disabled_for_language' },
      },
    );
  });

  it('§3 text_to_speech_disabled without a substitute wins over an engine that could speak', () => {
    const registry = { textToSpeech: engineFor('espeak-ng', ['hmn']) };
    expect(capabilitiesOf(registry, 'hmn').textToSpeech).toEqual({
      available: false,
      reason: 'disabled_for_language',
    });
  });

  it('§3 speech_to_text_overrides NONE: no speech to text whatever the engine', () => {
    const registry = { speechToText: engineFor('whisper', ['ht', 'en']) };
    expect(capabilitiesOf(registry, 'ht-HT').speechToText).toEqual({
      available: false,
      reason: 'disabled_for_language',
    });
    expect(capabilitiesOf(registry, 'en-US').speechToText).toEqual({
      available: true,
      engine: 'whisper',
    });
  });

  it('closes every engine once at shutdown, even when one fails', async () => {
    const closed: string[] = [];
    const apertium = engineFor('apertium', ['en'], closed);
    const failing: Engine = {
      ...engineFor('espeak-ng', ['en']),
      close: async () => {
        throw new Error('already stopped');
      },
    };
    const failures = await closeEngines({
      translation: apertium,
      wordTranslation: apertium,
      textToSpeech: failing,
      dictionary: engineFor('wordnet', ['en'], closed),
    });
    expect(closed.sort()).toEqual(['apertium', 'wordnet']);
    expect(failures).toEqual([new Error('already stopped')]);
  });
});
