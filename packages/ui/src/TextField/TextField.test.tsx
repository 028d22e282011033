import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled by its visible label', async () => {
    const user = userEvent.setup();
    render(<TextField label="Email address" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAttribute('type', 'email');
    await user.click(screen.getByText('Email address'));
    expect(input).toHaveFocus();
  });

  it('ties the hint to the input and is valid without an error', () => {
    render(<TextField label="Name" hint="As your students will see it" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAccessibleDescription('As your students will see it');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('announces an error, marks the field invalid and describes it with hint and error', () => {
    render(
      <TextField label="Email address" hint="We send a link here" error="Enter an email address" />,
    );
    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We send a link here Enter an email address');
  });

  it('keeps a description the caller adds', () => {
    render(
      <>
        <p id="extra">Shown on your profile</p>
        <TextField label="Name" aria-describedby="extra" error="Required" />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Shown on your profile Required',
    );
  });

  it('uses the id the caller gives, so other elements can point at it', () => {
    render(<TextField label="Given name" id="given-name" />);
    expect(screen.getByRole('textbox', { name: 'Given name' })).toHaveAttribute('id', 'given-name');
  });
});
