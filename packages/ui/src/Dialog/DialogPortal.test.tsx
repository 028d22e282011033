import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from '../Dropdown/Dropdown';
import { PortalContainerProvider } from '../Portal/PortalContainer';
import { Dialog } from './Dialog';

function overlayOf(name: string): HTMLElement {
  return screen.getByRole('dialog', { name }).parentElement!;
}

/** A dialog whose body opens a second dialog, as the style guide shows. */
function NestedDialogs({ onOuterClose }: { onOuterClose?: () => void }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog
      open={outer}
      onClose={() => {
        onOuterClose?.();
        setOuter(false);
      }}
      title="Share"
    >
      <button type="button" onClick={() => setInner(true)}>
        Pick a class
      </button>
      <Dialog open={inner} onClose={() => setInner(false)} title="Classes">
        <button type="button">Year 5</button>
      </Dialog>
    </Dialog>
  );
}

describe('Dialog in a portal', () => {
  it('renders into document.body, outside the component tree that owns it', () => {
    const { container } = render(<Dialog open onClose={() => {}} title="Rename" />);
    expect(overlayOf('Rename').parentElement).toBe(document.body);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders into the container a PortalContainerProvider gives (e.g. a shadow root)', () => {
    const host = document.createElement('div');
    document.body.append(host);
    render(
      <PortalContainerProvider container={host}>
        <Dialog open onClose={() => {}} title="Sidebar" />
      </PortalContainerProvider>,
    );
    expect(overlayOf('Sidebar').parentElement).toBe(host);
    host.remove();
  });

  // A modal's background is really inert: not clickable, not focusable, hidden from readers.
  it('makes the rest of the page inert while open, and only what it made inert', () => {
    const alreadyInert = document.createElement('aside');
    alreadyInert.setAttribute('inert', '');
    const live = document.createElement('section');
    live.setAttribute('data-motes-stays-interactive', '');
    document.body.append(alreadyInert, live);
    const { container, rerender } = render(
      <>
        <button type="button">Behind</button>
        <Dialog open onClose={() => {}} title="Rename" />
      </>,
    );
    expect(container).toHaveAttribute('inert');
    expect(live).not.toHaveAttribute('inert');
    expect(overlayOf('Rename')).not.toHaveAttribute('inert');

    rerender(
      <>
        <button type="button">Behind</button>
        <Dialog open={false} onClose={() => {}} title="Rename" />
      </>,
    );
    expect(container).not.toHaveAttribute('inert');
    expect(alreadyInert).toHaveAttribute('inert');
    alreadyInert.remove();
    live.remove();
  });

  // §4: Escape or an overlay click closes only the top-most dialog.
  it('nests a dialog inside its parent and closes them top-most first', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    render(<NestedDialogs onOuterClose={onOuterClose} />);
    const pick = screen.getByRole('button', { name: 'Pick a class' });
    await user.click(pick);
    const outerPanel = screen.getByRole('dialog', { name: 'Share' });
    expect(overlayOf('Share')).toContainElement(overlayOf('Classes'));
    expect(outerPanel).toHaveAttribute('inert');
    expect(screen.getByRole('dialog', { name: 'Classes' })).toContainElement(
      document.activeElement as HTMLElement,
    );

    await user.keyboard('{Escape}');
    expect(onOuterClose).not.toHaveBeenCalled();
    expect(outerPanel).not.toHaveAttribute('inert');
    expect(pick).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onOuterClose).toHaveBeenCalledTimes(1);
  });

  it('closes only the nested dialog on a click on its overlay', async () => {
    const user = userEvent.setup();
    const onOuterClose = vi.fn();
    render(<NestedDialogs onOuterClose={onOuterClose} />);
    await user.click(screen.getByRole('button', { name: 'Pick a class' }));
    const innerOverlay = overlayOf('Classes');
    fireEvent.mouseDown(innerOverlay);
    fireEvent.click(innerOverlay);
    expect(screen.getByRole('dialog', { name: 'Classes' })).toHaveAttribute('data-state', 'closed');
    expect(onOuterClose).not.toHaveBeenCalled();
  });

  it('keeps a menu opened inside it live: the menu renders in the dialog overlay', async () => {
    const user = userEvent.setup();
    render(
      <Dialog open onClose={() => {}} title="Share">
        <Dropdown label="Audience" items={[{ label: 'Class' }, { label: 'School' }]} />
      </Dialog>,
    );
    screen.getByRole('button', { name: 'Audience' }).focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Audience' });
    expect(overlayOf('Share')).toContainElement(menu);
    expect(menu.closest('[inert]')).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Class' })).toHaveFocus();
  });
});
