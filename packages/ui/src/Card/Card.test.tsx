import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './Card';

describe('Card', () => {
  // §2 "Shared interface pieces": card containers.
  it('renders an outlined container with medium padding by default', () => {
    render(<Card data-testid="card">Weekly summary</Card>);
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('DIV');
    expect(card).toHaveClass('motes-card', 'motes-card--outlined', 'motes-card--padding-md');
    expect(card).toHaveTextContent('Weekly summary');
  });

  it('renders as a semantic element with its own variant and attributes', () => {
    render(
      <Card as="section" variant="elevated" padding="lg" aria-label="Story" className="extra">
        Story
      </Card>,
    );
    const card = screen.getByRole('region', { name: 'Story' });
    expect(card.tagName).toBe('SECTION');
    expect(card).toHaveClass('motes-card--elevated', 'motes-card--padding-lg', 'extra');
  });
});
