import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AcceptedWord, PredictionRequest, PredictionResponse } from '@motes/shared';
import { startTextPrediction, type TextPrediction } from './textPrediction';

// Issue 7 item 5: the controller's own behaviour — debounced, aborted requests, keyboard
// acceptance, what the page hears and what is reported. The injected `predict` here is a
// recording double that answers like t/predict: the real server's answers are checked in
// Chromium by e2e/extension/prediction.spec.ts. jsdom has no execCommand, so this also
// covers the setRangeText fallback.

let prediction: TextPrediction | undefined;
afterEach(() => {
  prediction?.stop();
  document.body.replaceChildren();
});

function setUp(answer: (request: PredictionRequest) => PredictionResponse) {
  const requests: PredictionRequest[] = [];
  const aborted: string[] = [];
  const accepted: AcceptedWord[] = [];
  prediction = startTextPrediction({
    language: 'en-US',
    debounceMs: 20,
    predict: (request, signal) => {
      requests.push(request);
      signal.addEventListener('abort', () => aborted.push(request.before));
      return Promise.resolve(answer(request));
    },
    acceptWord: (word) => void accepted.push(word),
  });
  const field = document.createElement('textarea');
  field.setAttribute('aria-label', 'Essay');
  document.body.append(field);
  return { field, requests, aborted, accepted };
}

const host = () => document.querySelector('motes-prediction')!.shadowRoot!;
const options = () => [...host().querySelectorAll('[role="option"]')].map((o) => o.textContent);

describe('startTextPrediction', () => {
  it('asks once typing pauses, and Tab inserts the first suggestion as typing would', async () => {
    const { field, requests, accepted } = setUp((request) => ({
      engine: 'ngram',
      suggestions: request.before.endsWith('to ')
        ? [
            { word: 'go', kind: 'next' },
            { word: 'be', kind: 'next' },
          ]
        : [],
    }));
    const inputs: (string | null)[] = [];
    field.addEventListener('input', (event) => inputs.push((event as InputEvent).data));
    const user = userEvent.setup();
    await user.click(field);
    await user.type(field, 'I would like to ');
    await vi.waitFor(() => expect(options()).toEqual(['1go', '2be']));
    // Debounced: not one request per keystroke.
    expect(requests.length).toBeLessThan('I would like to '.length);
    expect(requests.at(-1)).toEqual({ language: 'en-US', before: 'I would like to ', limit: 5 });

    await user.keyboard('{Tab}');
    expect(field.value).toBe('I would like to go ');
    expect(document.activeElement).toBe(field);
    expect(inputs.at(-1)).toBe('go ');
    await vi.waitFor(() =>
      expect(accepted).toEqual([{ language: 'en-US', word: 'go', previousWord: 'to' }]),
    );
  });

  it('leaves Tab to the page once Escape has closed the suggestions', async () => {
    const { field } = setUp(() => ({
      engine: 'ngram',
      suggestions: [{ word: 'house', kind: 'completion' }],
    }));
    const after = document.createElement('button');
    after.textContent = 'Next';
    document.body.append(after);
    const user = userEvent.setup();
    await user.click(field);
    await user.type(field, 'hou');
    await vi.waitFor(() => expect(options()).toEqual(['1house']));
    await user.keyboard('{Escape}');
    expect(host().querySelector('.panel')!.hasAttribute('hidden')).toBe(true);
    await user.keyboard('{Tab}');
    expect(field.value).toBe('hou');
    expect(document.activeElement).toBe(after);
  });

  it('shows the server’s message when the language has no model', async () => {
    const { field } = setUp(() => {
      throw Object.assign(new Error('Request failed with status code 422'), {
        status: 422,
        body: {
          error: 'unsupported_language',
          message: 'Text prediction is not available for ar-EG.',
        },
      });
    });
    const user = userEvent.setup();
    await user.click(field);
    await user.type(field, 'abc');
    await vi.waitFor(() =>
      expect(host().querySelector('.message')!.textContent).toBe(
        'Text prediction is not available for ar-EG.',
      ),
    );
  });

  it('leaves password, email and read-only fields alone', async () => {
    const { requests } = setUp(() => ({ engine: 'ngram', suggestions: [] }));
    const user = userEvent.setup();
    for (const type of ['password', 'email']) {
      const input = document.createElement('input');
      input.type = type;
      document.body.append(input);
      await user.type(input, 'hello ');
    }
    const readOnly = document.createElement('textarea');
    readOnly.readOnly = true;
    document.body.append(readOnly);
    await user.type(readOnly, 'hello ');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(requests).toEqual([]);
  });
});
