import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert, type AlertType } from './Alert';

describe('Alert', () => {
  // §2 Shared interface pieces: alert banners have role alert; error is the default type.
  it('is announced as an alert and defaults to the error type', () => {
    render(<Alert title="Upload failed">The file is too large.</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upload failed');
    expect(alert).toHaveTextContent('The file is too large.');
    expect(alert).toHaveClass('motes-alert--error');
  });

  it.each<AlertType>(['error', 'warn', 'success', 'info', 'loading', 'primary'])(
    'renders the %s type',
    (type) => {
      render(<Alert type={type}>Message</Alert>);
      expect(screen.getByRole('alert')).toHaveClass(`motes-alert--${type}`);
    },
  );

  it('shows a spinner for the loading type only', () => {
    const { rerender } = render(<Alert type="loading">Uploading ...</Alert>);
    expect(screen.getByRole('alert').querySelector('.motes-spinner')).not.toBeNull();
    rerender(<Alert type="info">Uploaded</Alert>);
    expect(screen.getByRole('alert').querySelector('.motes-spinner')).toBeNull();
  });

  // §2: a Dismiss button beside an action, a close button when there is no action.
  it('offers a close button when there is no action', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Alert onDismiss={onDismiss}>Saved offline</Alert>);
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('offers the action with its own text and a Dismiss button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onDismiss = vi.fn();
    render(
      <Alert action={{ label: 'Try again', onClick: onRetry }} onDismiss={onDismiss}>
        Could not save.
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss control when its owner does not let it be dismissed', () => {
    render(<Alert>Read only</Alert>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes custom labels for its buttons', () => {
    render(
      <Alert onDismiss={() => {}} closeLabel="Hide message">
        Hi
      </Alert>,
    );
    expect(screen.getByRole('button', { name: 'Hide message' })).toBeInTheDocument();
  });
});
