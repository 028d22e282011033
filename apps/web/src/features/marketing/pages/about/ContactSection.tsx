import { Link, useTranslate } from '@motes/ui';
import { Section } from '../../components';
import { CONTACT_EMAIL, mailtoWithSubject } from '../common/mailto';

/**
 * `#contact`: one address, with a line each for press, careers and product feedback (the
 * `/press`, `/careers` and `/feedback` aliases point here). Each line pre-fills a subject.
 */
export function ContactSection() {
  const t = useTranslate();
  const lines = [
    {
      label: t('about-contact-schools-label'),
      link: t('about-contact-schools-link'),
      subject: t('about-contact-schools-subject'),
    },
    {
      label: t('about-contact-press-label'),
      link: t('about-contact-press-link'),
      subject: t('about-contact-press-subject'),
    },
    {
      label: t('about-contact-careers-label'),
      link: t('about-contact-careers-link'),
      subject: t('about-contact-careers-subject'),
    },
    {
      label: t('about-contact-feedback-label'),
      link: t('about-contact-feedback-link'),
      subject: t('about-contact-feedback-subject'),
    },
  ];
  return (
    <Section
      id="contact"
      heading={t('about-contact-heading')}
      intro={<p>{t('about-contact-intro')}</p>}
      tone="tinted"
      width="narrow"
    >
      <p className="about-contact-main">
        <Link to={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Link>
      </p>
      <ul className="mp-contact-list">
        {lines.map((line) => (
          <li key={line.label}>
            <strong>{line.label}</strong>{' '}
            <Link to={mailtoWithSubject(CONTACT_EMAIL, line.subject)}>{line.link}</Link>
          </li>
        ))}
      </ul>
      <p className="about-contact-expert">
        {t('about-contact-expert')} <Link to="/expert">{t('about-contact-expert-link')}</Link>
      </p>
    </Section>
  );
}
