// Issue 5 item 2: engine providers are chosen by configuration; the embedded engines are the
// default and a provider without its address is refused at start with a clear message.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('engine configuration', () => {
  it('runs the embedded engines by default', () => {
    const { engines } = loadConfig({});
    expect(engines.textToSpeech).toEqual({ provider: 'espeak' });
    expect(engines.speechToText).toEqual({ provider: 'pocketsphinx' });
    expect(engines.translation).toEqual({ provider: 'apertium' });
    expect(engines.dictionary).toEqual({});
    expect(engines.predictionModelsDir).toBeUndefined();
  });

  it('maps HTTP providers, lists and switches', () => {
    const { engines } = loadConfig({
      TTS_PROVIDER: 'http',
      TTS_HTTP_URL: 'https://speech.example',
      TTS_HTTP_VOICES: 'nova, alloy ,',
      STT_PROVIDER: 'http',
      STT_HTTP_URL: 'https://whisper.example/v1',
      STT_HTTP_LANGUAGES: 'en-US,fr-FR',
      STT_FFMPEG_PATH: '',
      TRANSLATION_PROVIDER: 'libretranslate',
      LIBRETRANSLATE_URL: 'https://translate.example',
      LIBRETRANSLATE_API_KEY: 'k',
      GCIDE_DICT_PATH: '',
    });
    expect(engines.textToSpeech).toEqual({
      provider: 'http',
      httpUrl: 'https://speech.example',
      httpVoices: ['nova', 'alloy'],
    });
    expect(engines.speechToText).toMatchObject({
      provider: 'http',
      httpLanguages: ['en-US', 'fr-FR'],
      ffmpegPath: '',
    });
    expect(engines.translation).toEqual({
      provider: 'libretranslate',
      libreTranslateUrl: 'https://translate.example',
      libreTranslateApiKey: 'k',
    });
    expect(engines.dictionary).toEqual({ gcidePath: null });
  });

  it('refuses an HTTP provider without its address, naming the variable', () => {
    expect(() => loadConfig({ TTS_PROVIDER: 'http', STT_PROVIDER: 'http' })).toThrow(ConfigError);
    expect(() => loadConfig({ TTS_PROVIDER: 'http', STT_PROVIDER: 'http' })).toThrow(
      /TTS_HTTP_URL: required with TTS_PROVIDER=http[\s\S]*STT_HTTP_URL/,
    );
    expect(() => loadConfig({ TRANSLATION_PROVIDER: 'deepl' })).toThrow(/TRANSLATION_PROVIDER/);
  });
});
