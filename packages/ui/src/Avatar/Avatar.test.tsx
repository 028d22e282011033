import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { nextImageLoadStatus } from './imageLoading';

const rootOf = (container: HTMLElement) => container.firstElementChild as HTMLElement;

describe('Avatar', () => {
  // §9 "Avatar sizes in px: 2xs 16, xs 24, sm 32, md 48, lg 64, xl 96, 2xl 128".
  it.each([
    ['2xs', 16],
    ['xs', 24],
    ['sm', 32],
    ['md', 48],
    ['lg', 64],
    ['xl', 96],
    ['2xl', 128],
  ] as const)('gives size %s a size of %i px', (size, px) => {
    const { container } = render(<Avatar name="Ada Lovelace" size={size} />);
    const root = rootOf(container);
    expect(root.style.getPropertyValue('--motes-avatar-size')).toBe(`${px}px`);
    expect(root).toHaveClass(`motes-avatar--${size}`);
  });

  it('defaults to md (48 px) and is bordered only when asked', () => {
    const { container, rerender } = render(<Avatar name="Ada Lovelace" />);
    expect(rootOf(container).style.getPropertyValue('--motes-avatar-size')).toBe('48px');
    expect(rootOf(container)).not.toHaveClass('motes-avatar--bordered');
    rerender(<Avatar name="Ada Lovelace" bordered />);
    expect(rootOf(container)).toHaveClass('motes-avatar--bordered');
  });

  // §8 "The generic avatar label is 'Generic avatar'".
  it('shows the fallback icon labelled "Generic avatar" with neither image nor name', () => {
    const { container } = render(<Avatar />);
    expect(screen.getByRole('img', { name: 'Generic avatar' })).toBeInTheDocument();
    expect(container.querySelector('.motes-avatar__icon svg')).not.toBeNull();
    expect(rootOf(container)).toHaveAttribute('data-image-status', 'pending');
  });

  it('takes a custom fallback icon', () => {
    render(<Avatar src="" fallbackIcon={<span data-testid="owl" />} />);
    expect(screen.getByTestId('owl')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Generic avatar' })).toBeInTheDocument();
  });

  it('names a fallback icon by its alt when one is given', () => {
    render(<Avatar fallbackIcon={<span data-testid="speaker" />} alt="Audio note" />);
    expect(screen.getByRole('img', { name: 'Audio note' })).toContainElement(
      screen.getByTestId('speaker'),
    );
  });

  // §5 "Initials are the first letters of the first and last words of a name."
  it('shows the initials of the first and last words when there is only a name', () => {
    render(<Avatar name="Ada King Lovelace" />);
    const avatar = screen.getByRole('img', { name: 'Ada King Lovelace' });
    expect(avatar).toHaveTextContent('AL');
  });

  it('uses alt as the accessible name when given', () => {
    render(<Avatar name="Ada Lovelace" alt="Your teacher" />);
    expect(screen.getByRole('img', { name: 'Your teacher' })).toHaveTextContent('AL');
  });

  it('is decorative with alt=""', () => {
    const { container } = render(<Avatar name="Ada Lovelace" alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(rootOf(container)).toHaveAttribute('aria-hidden', 'true');
  });

  // §5 "Avatar images are requested at a size".
  it('requests the image at its size through the §5 rules', () => {
    const { rerender } = render(<Avatar src="/images/owl.png" name="Owl" size="lg" />);
    let image = screen.getByRole('img', { name: 'Owl' });
    expect(image).toHaveAttribute('src', '/images/owl@64w.png');
    expect(image).toHaveAttribute('srcset', '/images/owl@64w.png 1x, /images/owl@128w.png 2x');
    expect(image).toHaveAttribute('width', '64');

    rerender(<Avatar src="https://lh3.googleusercontent.com/a/abc=s96-c" name="Owl" size="sm" />);
    image = screen.getByRole('img', { name: 'Owl' });
    expect(image).toHaveAttribute('src', 'https://lh3.googleusercontent.com/a/abc=s32-c');

    rerender(<Avatar src="https://cdn.example.org/owl.png?v=2" name="Owl" size="xs" />);
    image = screen.getByRole('img', { name: 'Owl' });
    expect(image).toHaveAttribute('src', 'https://cdn.example.org/owl.png?v=2&size=24');
  });

  it('labels an image without name or alt "Generic avatar"', () => {
    render(<Avatar src="/images/owl.png" />);
    expect(screen.getByRole('img', { name: 'Generic avatar' })).toHaveAttribute(
      'src',
      '/images/owl@48w.png',
    );
  });

  // §4 "Image loading. Pending, loading, then loaded or failed."
  it('goes loading → loaded, showing the initials only until the image has loaded', () => {
    const onImageStatusChange = vi.fn();
    const { container } = render(
      <Avatar
        src="/images/ada.png"
        name="Ada Lovelace"
        onImageStatusChange={onImageStatusChange}
      />,
    );
    const root = rootOf(container);
    expect(root).toHaveAttribute('data-image-status', 'loading');
    expect(container.querySelector('.motes-avatar__initials')).toHaveTextContent('AL');
    const image = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(image).toHaveClass('motes-avatar__image--loading');

    fireEvent.load(image);
    expect(root).toHaveAttribute('data-image-status', 'loaded');
    expect(container.querySelector('.motes-avatar__initials')).toBeNull();
    expect(image).not.toHaveClass('motes-avatar__image--loading');
    expect(onImageStatusChange).toHaveBeenCalledWith('loaded');
  });

  it('falls back to the initials when the image fails', () => {
    const onImageStatusChange = vi.fn();
    const { container } = render(
      <Avatar
        src="/images/ada.png"
        name="Ada Lovelace"
        onImageStatusChange={onImageStatusChange}
      />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(rootOf(container)).toHaveAttribute('data-image-status', 'failed');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    expect(onImageStatusChange).toHaveBeenCalledExactlyOnceWith('failed');
  });

  it('falls back to the generic icon when the image fails and there is no name', () => {
    const { container } = render(<Avatar src="https://cdn.example.org/x.png" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(screen.getByRole('img', { name: 'Generic avatar' })).not.toHaveAttribute('src');
    expect(container.querySelector('.motes-avatar__icon')).not.toBeNull();
  });

  it('loads a new address afresh after a failure', () => {
    const { container, rerender } = render(<Avatar src="/images/a.png" name="Ada Lovelace" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    rerender(<Avatar src="/images/b.png" name="Ada Lovelace" />);
    expect(rootOf(container)).toHaveAttribute('data-image-status', 'loading');
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/images/b@48w.png',
    );
  });

  it('gives data: addresses no 2x candidate', () => {
    render(<Avatar src="data:image/png;base64,AAAA" name="Ada" />);
    const image = screen.getByRole('img', { name: 'Ada' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,AAAA');
    expect(image).not.toHaveAttribute('srcset');
  });

  it('passes other props to the outer element', () => {
    const { container } = render(<Avatar name="Ada" className="extra" data-testid="me" />);
    expect(rootOf(container)).toHaveClass('motes-avatar', 'extra');
    expect(screen.getByTestId('me')).toBe(rootOf(container));
  });
});

describe('nextImageLoadStatus (§4 "Pending, loading, then loaded or failed")', () => {
  it('follows pending → loading → loaded | failed', () => {
    expect(nextImageLoadStatus('pending', 'start')).toBe('loading');
    expect(nextImageLoadStatus('loading', 'load')).toBe('loaded');
    expect(nextImageLoadStatus('loading', 'error')).toBe('failed');
  });

  it('ignores events out of order', () => {
    expect(nextImageLoadStatus('pending', 'load')).toBe('pending');
    expect(nextImageLoadStatus('loaded', 'error')).toBe('loaded');
    expect(nextImageLoadStatus('failed', 'load')).toBe('failed');
    expect(nextImageLoadStatus('loading', 'start')).toBe('loading');
  });
});
