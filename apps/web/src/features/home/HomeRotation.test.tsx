import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeIdentityApi, type FakeIdentityApi } from '../../testing/fakeIdentityApi';
import { renderApp } from '../../testing/renderApp';

// §2 "Page behaviours" and §9 "Timing": the testimonial section (4 stories, avatar selects,
// "Learn more" dialogs, 5000 ms) and the home carousel (loops, 4000 ms, stops on mouse over).
// The fake clock follows real time so Testing Library's waits still run; each check of "not
// yet" leaves a second of margin for the real time a render takes.

let api: FakeIdentityApi;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
});

afterEach(async () => {
  vi.useRealTimers();
  await api.close();
});

async function renderHome() {
  const app = renderApp('/', { baseUrl: api.origin });
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  // The page's effects (which start the rotations) run now, not inside the first advance.
  await act(async () => {});
  const stories = screen.getByRole('region', { name: 'Stories from schools' });
  const carousel = screen.getByRole('group', { name: 'Ways teachers use Motes' });
  return { ...app, stories, carousel };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Checks which story's avatar tab is selected (by its name, the story's name). */
function expectStory(stories: HTMLElement, name: string) {
  expect(within(stories).getByRole('tab', { selected: true })).toHaveAccessibleName(name);
}

function currentSlide(carousel: HTMLElement): string | null {
  return within(carousel).getByRole('group').getAttribute('aria-label');
}

describe('testimonial section', () => {
  it('shows the story of the avatar the user selects', async () => {
    const { user, stories } = await renderHome();

    await user.click(within(stories).getByRole('tab', { name: 'A Connecticut district' }));

    const panel = within(stories).getByRole('tabpanel');
    expect(panel).toHaveAccessibleName('A Connecticut district');
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'A Connecticut district',
    );
    expect(panel).toHaveTextContent('Over 40,000 voice notes in a year');
    expect(panel).toHaveTextContent('Digital learning coach, Connecticut district');
  });

  it('moves to the next story after 5 s, and from the last back to the first', async () => {
    const { stories } = await renderHome();
    expectStory(stories, 'A New York district');

    advance(4000);
    expectStory(stories, 'A New York district');
    advance(1000);
    expectStory(stories, 'A primary trust in England');
    advance(5000);
    advance(5000);
    expectStory(stories, 'A Nova Scotia centre');
    advance(5000);
    expectStory(stories, 'A New York district');
  });

  it('holds the story while its "Learn more" dialog is open; Escape closes it and returns focus', async () => {
    const { user, stories } = await renderHome();
    const learnMore = within(stories).getByRole('button', {
      name: 'Learn more about A New York district',
    });

    await user.click(learnMore);
    // The dialog's code loads on this first "Learn more".
    const dialog = await screen.findByRole('dialog', { name: 'A New York district' });
    expect(dialog).toHaveTextContent('The district wanted one tool for two jobs');
    expect(within(dialog).getByRole('link', { name: 'Read the full case study' })).toHaveAttribute(
      'href',
      '/learning-zone/case-studies/new-york-district',
    );

    advance(20_000);
    expectStory(stories, 'A New York district');
    expect(dialog).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(learnMore).toHaveFocus();
  });

  it('starts again once the pointer and focus leave, and stays paused after "Pause stories"', async () => {
    const { user, stories } = await renderHome();

    const panel = within(stories).getByRole('tabpanel');
    await user.hover(panel);
    advance(10_000);
    expectStory(stories, 'A New York district');
    await user.unhover(panel);
    advance(5000);
    expectStory(stories, 'A primary trust in England');

    await user.click(within(stories).getByRole('button', { name: 'Pause stories' }));
    act(() => (document.activeElement as HTMLElement).blur());
    await user.unhover(within(stories).getByRole('tablist'));
    advance(20_000);
    expectStory(stories, 'A primary trust in England');
    expect(within(stories).getByRole('button', { name: 'Play stories' })).toBeInTheDocument();
  });
});

describe('home carousel', () => {
  it('moves to the next slide after 4 s', async () => {
    const { carousel } = await renderHome();
    expect(currentSlide(carousel)).toBe('1 of 4');

    advance(3000);
    expect(currentSlide(carousel)).toBe('1 of 4');
    advance(1000);
    expect(currentSlide(carousel)).toBe('2 of 4');
    expect(within(carousel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Speaking practice in any language',
    );
  });

  it('loops: after the last slide comes the first, before the first the last', async () => {
    const { user, carousel } = await renderHome();
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    const previous = within(carousel).getByRole('button', { name: 'Previous slide' });

    await user.click(previous);
    expect(currentSlide(carousel)).toBe('4 of 4');
    await user.click(next);
    expect(currentSlide(carousel)).toBe('1 of 4');
    for (let step = 0; step < 4; step += 1) await user.click(next);
    expect(currentSlide(carousel)).toBe('1 of 4');
  });

  it('stops while the mouse is over it, and announces slides politely then', async () => {
    const { user, carousel } = await renderHome();
    const slides = within(carousel).getByRole('group').parentElement!;
    expect(slides).toHaveAttribute('aria-live', 'off');

    await user.hover(carousel);
    expect(slides).toHaveAttribute('aria-live', 'polite');
    advance(12_000);
    expect(currentSlide(carousel)).toBe('1 of 4');

    await user.unhover(carousel);
    advance(4000);
    expect(currentSlide(carousel)).toBe('2 of 4');
  });
});
