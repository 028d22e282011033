import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingWave } from './LoadingWave';

describe('LoadingWave', () => {
  // §2 Shared interface pieces: the default text is "Just a motement ...".
  it('announces the default text as a polite status', () => {
    render(<LoadingWave />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Just a motement ...');
    expect(status).toHaveAttribute('aria-live', 'polite');
  });

  it('shows a custom text', () => {
    render(<LoadingWave text="Checking the service ..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Checking the service ...');
  });

  it('keeps the animated bars away from assistive technology', () => {
    render(<LoadingWave />);
    const bars = screen.getByRole('status').querySelector('.motes-loading-wave__bars');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
  });

  it.each(['inline', 'overlay', 'fullscreen'] as const)('supports the %s layout', (layout) => {
    render(<LoadingWave layout={layout} />);
    expect(screen.getByRole('status')).toHaveClass(`motes-loading-wave--${layout}`);
  });
});
