import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@motes/ui';
import { withElements } from './richMessage';

describe('withElements', () => {
  it('puts elements where the translation places them', () => {
    const { t } = createTranslator([
      { locale: 'fr', source: 'signed-in-as = { $email } est connecté ({ $count } appareils).' },
    ]);
    const rich = withElements({ email: <strong>ada@school.example</strong>, count: 2 });
    render(<p>{rich.render(t('signed-in-as', rich.args))}</p>);
    expect(screen.getByText('ada@school.example').tagName).toBe('STRONG');
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'ada@school.example est connecté (2 appareils).',
    );
  });

  it('leaves text without elements as it is', () => {
    expect(withElements({ count: 3 }).render('3 notes')).toBe('3 notes');
  });
});
