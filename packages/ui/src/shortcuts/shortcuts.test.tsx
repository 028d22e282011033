// §2 "Page behaviours": keyboard shortcuts ignore keystrokes typed in input or textarea fields,
// respect an open dialog or drawer, and the highest-priority listener for a combination wins.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ShortcutProvider, useRegisteredShortcuts, useShortcut } from './ShortcutProvider';
import type { ShortcutHandler, ShortcutOptions } from './shortcutRegistry';

function Shortcut({
  combo = 'Alt+K',
  handler,
  ...options
}: { combo?: string; handler: ShortcutHandler } & ShortcutOptions) {
  useShortcut(combo, handler, options);
  return null;
}

const pressAltK = (target: Element | Document = document.body) =>
  fireEvent.keyDown(target, { key: 'k', code: 'KeyK', altKey: true });

describe('useShortcut', () => {
  it('runs the handler for its combination and claims the key press', () => {
    const handler = vi.fn();
    render(<Shortcut handler={handler} />);
    const event = new KeyboardEvent('keydown', {
      key: 'k',
      code: 'KeyK',
      altKey: true,
      bubbles: true,
      cancelable: true,
    });
    document.body.dispatchEvent(event);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(event.defaultPrevented).toBe(true);
    fireEvent.keyDown(document.body, { key: 'j', code: 'KeyJ', altKey: true });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('stops when the component unmounts', () => {
    const handler = vi.fn();
    const { unmount } = render(<Shortcut handler={handler} />);
    unmount();
    pressAltK();
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ['an input', <input key="i" aria-label="Field" />],
    ['a textarea', <textarea key="t" aria-label="Field" />],
    ['a contenteditable region', <div key="c" contentEditable aria-label="Field" />],
  ])('§2 ignores keys typed in %s', (_, field) => {
    const handler = vi.fn();
    const typing = vi.fn();
    render(
      <>
        {field}
        <Shortcut handler={handler} />
        <Shortcut combo="Alt+J" handler={typing} allowInInputs />
      </>,
    );
    const element = screen.getByLabelText('Field');
    pressAltK(element);
    expect(handler).not.toHaveBeenCalled();
    fireEvent.keyDown(element, { key: 'j', code: 'KeyJ', altKey: true });
    expect(typing).toHaveBeenCalledTimes(1);
  });

  it('§2 respects an open dialog: only shortcuts of the dialog or allowed ones run', () => {
    const page = vi.fn();
    const allowed = vi.fn();
    const inDialog = vi.fn();
    function DialogShortcut() {
      const ref = useRef<HTMLDivElement>(null);
      useShortcut('Alt+J', inDialog, { scope: () => ref.current });
      return <div ref={ref}>Dialog body</div>;
    }
    render(
      <>
        <Shortcut handler={page} />
        <Shortcut combo="Alt+L" handler={allowed} allowWhenModalOpen />
        <div role="dialog" aria-modal="true" aria-label="Settings">
          <DialogShortcut />
        </div>
      </>,
    );
    pressAltK();
    fireEvent.keyDown(document.body, { key: 'l', code: 'KeyL', altKey: true });
    fireEvent.keyDown(document.body, { key: 'j', code: 'KeyJ', altKey: true });
    expect(page).not.toHaveBeenCalled();
    expect(allowed).toHaveBeenCalledTimes(1);
    expect(inDialog).toHaveBeenCalledTimes(1);
  });

  it('§2 respects an open drawer marked modal, and runs again once it closes', () => {
    const handler = vi.fn();
    const { rerender } = render(
      <>
        <Shortcut handler={handler} />
        <nav aria-modal="true" aria-label="Menu" />
      </>,
    );
    pressAltK();
    expect(handler).not.toHaveBeenCalled();
    rerender(<Shortcut handler={handler} />);
    pressAltK();
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('§2 gives the key to the highest-priority listener only; ties go to the latest', () => {
    const calls: string[] = [];
    const { rerender } = render(
      <>
        <Shortcut handler={() => void calls.push('low')} priority={1} />
        <Shortcut handler={() => void calls.push('high')} priority={5} />
        <Shortcut handler={() => void calls.push('default')} />
      </>,
    );
    pressAltK();
    expect(calls).toEqual(['high']);
    rerender(
      <>
        <Shortcut handler={() => void calls.push('first')} priority={1} />
        <Shortcut handler={() => void calls.push('second')} priority={1} />
      </>,
    );
    calls.length = 0;
    pressAltK();
    expect(calls).toEqual(['second']);
  });

  it('passes the key on when the winner declines it', () => {
    const calls: string[] = [];
    render(
      <>
        <Shortcut handler={() => void calls.push('fallback')} />
        <Shortcut
          handler={() => {
            calls.push('declined');
            return false;
          }}
          priority={9}
        />
      </>,
    );
    pressAltK();
    expect(calls).toEqual(['declined', 'fallback']);
  });

  it('leaves a key press that a listener nearer the target already handled', () => {
    const handler = vi.fn();
    render(
      <>
        <button type="button" onKeyDown={(event) => event.preventDefault()}>
          Menu
        </button>
        <Shortcut handler={handler} />
      </>,
    );
    pressAltK(screen.getByRole('button', { name: 'Menu' }));
    expect(handler).not.toHaveBeenCalled();
  });

  it('uses the latest handler without re-registering', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<Shortcut handler={first} />);
    rerender(<Shortcut handler={second} />);
    pressAltK();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled', () => {
    const handler = vi.fn();
    render(<Shortcut handler={handler} enabled={false} />);
    pressAltK();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('useRegisteredShortcuts', () => {
  function List() {
    const shortcuts = useRegisteredShortcuts();
    return (
      <ul aria-label="Shortcuts">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.keys}>{`${shortcut.keys}: ${shortcut.description}`}</li>
        ))}
      </ul>
    );
  }

  it('lists described shortcuts once per combination, with the winner’s description', () => {
    const { rerender } = render(
      <>
        <Shortcut handler={() => {}} description="Open search" />
        <Shortcut handler={() => {}} description="Search this page" priority={2} />
        <Shortcut combo="Shift+?" handler={() => {}} description="Show shortcuts" />
        <Shortcut combo="Alt+Q" handler={() => {}} />
        <List />
      </>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Alt+K: Search this page',
      'Shift+?: Show shortcuts',
    ]);
    rerender(<List />);
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});

describe('ShortcutProvider in a shadow root (the extension sidebar)', () => {
  function mountInShadow(children: (root: ShadowRoot) => ReactNode) {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadow.append(container);
    const view = render(<ShortcutProvider root={shadow}>{children(shadow)}</ShortcutProvider>, {
      container,
    });
    return { shadow, host, view };
  }

  it('hears keys pressed inside the shadow root and still ignores its fields', () => {
    const handler = vi.fn();
    const { shadow, host, view } = mountInShadow(() => (
      <>
        <button type="button">Read aloud</button>
        <input aria-label="Word" />
        <Shortcut handler={handler} />
      </>
    ));
    pressAltK(shadow.querySelector('button')!);
    expect(handler).toHaveBeenCalledTimes(1);
    pressAltK(shadow.querySelector('input')!);
    expect(handler).toHaveBeenCalledTimes(1);
    // Keys typed in the page around the sidebar are the page's own.
    pressAltK(document.body);
    expect(handler).toHaveBeenCalledTimes(1);
    view.unmount();
    host.remove();
  });

  it('respects a dialog open inside the shadow root', () => {
    const handler = vi.fn();
    const { shadow, host, view } = mountInShadow(() => (
      <>
        <div role="dialog" aria-modal="true" aria-label="Settings">
          <button type="button">Close</button>
        </div>
        <Shortcut handler={handler} />
      </>
    ));
    act(() => void pressAltK(shadow.querySelector('button')!));
    expect(handler).not.toHaveBeenCalled();
    view.unmount();
    host.remove();
  });
});
