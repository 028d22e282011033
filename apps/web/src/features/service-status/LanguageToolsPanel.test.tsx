import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ENGINE_CAPABILITIES,
  SUPPORTED_LANGUAGES,
  primaryLanguageSubtag,
  type CapabilitySupport,
  type EngineCapability,
  type LanguagesResponse,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { createWebApiClient } from '../../api/webApiClient';
import {
  respondJson,
  startTestApiServer,
  type TestApiHandler,
  type TestApiServer,
} from '../../testing/startTestApiServer';
import { englishTranslator } from '../../testing/testTranslator';
import { LanguageToolsPanel } from './LanguageToolsPanel';

// The panel asks `t/languages` through the real web API client of a real HTTP server on
// 127.0.0.1; nothing is mocked.

type Engines = Partial<Record<EngineCapability, (code: string) => string | undefined>>;

/** A `t/languages` answer: each capability's engine by language, not_installed when absent. */
function answer(engines: Engines): LanguagesResponse {
  return {
    defaultLanguage: 'en-US',
    languages: SUPPORTED_LANGUAGES.map((language) => ({
      ...language,
      capabilities: Object.fromEntries(
        ENGINE_CAPABILITIES.map((capability): [EngineCapability, CapabilitySupport] => {
          const engineFor = engines[capability];
          if (!engineFor) return [capability, { available: false, reason: 'not_installed' }];
          const engine = engineFor(language.bcp47);
          return [
            capability,
            engine
              ? { available: true, engine }
              : { available: false, reason: 'language_not_supported' },
          ];
        }),
      ) as LanguagesResponse['languages'][number]['capabilities'],
    })),
  };
}

const only = (engine: string, primaries: string[]) => (code: string) =>
  primaries.includes(primaryLanguageSubtag(code)) ? engine : undefined;

let server: TestApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderPanel(handler: TestApiHandler) {
  server = await startTestApiServer(handler);
  render(
    <ApiClientProvider client={createWebApiClient({ baseUrl: server.baseUrl })}>
      <LocalizationProvider translator={englishTranslator()}>
        <LanguageToolsPanel />
      </LocalizationProvider>
    </ApiClientProvider>,
  );
  return screen.findByRole('region', { name: 'Language tools' });
}

/** The list item of one tool, found by its heading. */
function tool(panel: HTMLElement, name: string): HTMLElement {
  return within(panel).getByRole('heading', { level: 3, name }).closest('li')!;
}

const total = SUPPORTED_LANGUAGES.length;
const count = (primaries: string[]) =>
  SUPPORTED_LANGUAGES.filter((language) =>
    primaries.includes(primaryLanguageSubtag(language.bcp47)),
  ).length;

describe('LanguageToolsPanel (issue 5: what this server can do, per language)', () => {
  it('lists every tool with its engines and how many languages it serves', async () => {
    const panel = await renderPanel((_request, response) =>
      respondJson(
        response,
        200,
        answer({
          textToSpeech: only('espeak-ng', ['en', 'es', 'fr']),
          speechToText: only('pocketsphinx', ['en']),
          dictionary: (code) =>
            primaryLanguageSubtag(code) !== 'en'
              ? undefined
              : code === 'en-US'
                ? 'wordnet'
                : 'gcide',
        }),
      ),
    );
    expect(
      await within(panel).findByText(
        `What this server can do in each of the ${total} languages Motes knows.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Read aloud',
      'Speech to text',
      'Translation',
      'Word translation',
      'Dictionary',
      'Text from images (OCR)',
      'Text prediction',
    ]);
    const readAloud = tool(panel, 'Read aloud');
    expect(readAloud).toHaveTextContent('Engine: espeak-ng');
    expect(readAloud).toHaveTextContent(
      `Serves ${count(['en', 'es', 'fr'])} of ${total} languages`,
    );
    expect(tool(panel, 'Dictionary')).toHaveTextContent('Engines: wordnet, gcide');
    for (const name of ['Translation', 'Word translation', 'Text from images (OCR)']) {
      expect(tool(panel, name)).toHaveTextContent('Not installed on this server');
      expect(within(tool(panel, name)).queryByRole('group')).toBeNull();
    }
  });

  it('lists the languages a tool serves behind a disclosure, each in its own language', async () => {
    const panel = await renderPanel((_request, response) =>
      respondJson(response, 200, answer({ speechToText: only('pocketsphinx', ['en']) })),
    );
    await within(panel).findByRole('heading', { level: 3, name: 'Speech to text' });
    const speech = tool(panel, 'Speech to text');
    const summary = within(speech).getByText(`Serves ${count(['en'])} of ${total} languages`);
    expect(summary.tagName).toBe('SUMMARY');
    await userEvent.setup().click(summary);
    const list = await within(speech).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toContain('English (United States)');
    expect(items).toHaveLength(count(['en']));
    expect(items[0]).toHaveAttribute('lang', 'en-US');
  });

  it('says "Serves 0" for an engine with no catalogue language, rather than "not installed"', async () => {
    const panel = await renderPanel((_request, response) =>
      respondJson(response, 200, answer({ ocr: () => undefined })),
    );
    await within(panel).findByRole('heading', { level: 3, name: 'Text from images (OCR)' });
    const ocr = tool(panel, 'Text from images (OCR)');
    expect(ocr).toHaveTextContent(`Serves 0 of ${total} languages`);
    expect(ocr).not.toHaveTextContent('Not installed');
  });

  it('offers to try again when the answer cannot be had', async () => {
    let healthy = false;
    const panel = await renderPanel((_request, response) =>
      healthy
        ? respondJson(response, 200, answer({}))
        : respondJson(response, 503, { error: 'unavailable', message: 'Down.' }),
    );
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the list of language tools.");
    healthy = true;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Read aloud')).toBeInTheDocument();
    expect(server!.requests).toEqual(['GET /api/t/languages', 'GET /api/t/languages']);
  });
});
