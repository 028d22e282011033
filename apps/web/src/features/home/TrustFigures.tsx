import { useTranslate } from '@motes/ui';
import { Section } from '../marketing/components';
import { TRUST_FIGURES } from './homeContent';

/** §2 "a trust section": the §9 marketing figures, each credited as §9 describes the school. */
export function TrustFigures() {
  const t = useTranslate();
  return (
    <Section
      id="trust"
      heading={t('home-trust-heading')}
      intro={<p>{t('home-trust-intro')}</p>}
      tone="tinted"
    >
      <ul className="home-trust">
        {TRUST_FIGURES.map((entry) => (
          <li key={entry.figure} className="home-trust__item">
            <p className="home-trust__figure">{t(entry.figure)}</p>
            <p className="home-trust__label">{t(entry.label)}</p>
            <p className="home-trust__source">{t(entry.source)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
