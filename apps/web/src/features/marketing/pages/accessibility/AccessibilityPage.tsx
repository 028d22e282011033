import { Link, useTranslate } from '@motes/ui';
import { MarketingPage, PageHero, Section } from '../../components';
import '../common/pages.css';
import { CONTACT_EMAIL, mailtoWithSubject } from '../common/mailto';

/** `/accessibility`: our accessibility statement. */
export function AccessibilityPage() {
  const t = useTranslate();
  const reportHref = mailtoWithSubject(CONTACT_EMAIL, t('a11y-report-subject'));
  return (
    <MarketingPage title={t('a11y-page-title')} description={t('a11y-page-description')}>
      <PageHero
        eyebrow={t('a11y-eyebrow')}
        title={t('a11y-title')}
        lede={<p>{t('a11y-lede')}</p>}
      />
      <Section id="target" heading={t('a11y-target-heading')} width="narrow">
        <div className="mp-prose">
          <p>{t('a11y-target-body')}</p>
          <p>{t('a11y-target-testing')}</p>
        </div>
      </Section>
      <Section id="keyboard" heading={t('a11y-keyboard-heading')} tone="tinted" width="narrow">
        <ul className="mp-prose">
          <li>{t('a11y-keyboard-everything')}</li>
          <li>{t('a11y-keyboard-skip')}</li>
          <li>{t('a11y-keyboard-focus')}</li>
          <li>{t('a11y-keyboard-dialogs')}</li>
          <li>{t('a11y-keyboard-shortcuts')}</li>
        </ul>
      </Section>
      <Section id="screen-readers" heading={t('a11y-screen-readers-heading')} width="narrow">
        <ul className="mp-prose">
          <li>{t('a11y-screen-readers-structure')}</li>
          <li>{t('a11y-screen-readers-images')}</li>
          <li>{t('a11y-screen-readers-announcements')}</li>
          <li>{t('a11y-screen-readers-media')}</li>
        </ul>
      </Section>
      <Section id="motion" heading={t('a11y-motion-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <p>{t('a11y-motion-body')}</p>
        </div>
      </Section>
      <Section id="visual" heading={t('a11y-visual-heading')} width="narrow">
        <ul className="mp-prose">
          <li>{t('a11y-visual-contrast')}</li>
          <li>{t('a11y-visual-zoom')}</li>
          <li>{t('a11y-visual-colour')}</li>
        </ul>
      </Section>
      <Section id="languages" heading={t('a11y-languages-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <p>{t('a11y-languages-interface')}</p>
          <p>{t('a11y-languages-rtl')}</p>
          <p>{t('a11y-languages-tools')}</p>
        </div>
      </Section>
      <Section
        id="limitations"
        heading={t('a11y-limitations-heading')}
        intro={<p>{t('a11y-limitations-intro')}</p>}
        width="narrow"
      >
        <ul className="mp-prose">
          <li>{t('a11y-limitations-transcripts')}</li>
          <li>{t('a11y-limitations-minors')}</li>
          <li>{t('a11y-limitations-ocr')}</li>
          <li>{t('a11y-limitations-other-sites')}</li>
          <li>{t('a11y-limitations-languages')}</li>
          <li>{t('a11y-limitations-captions')}</li>
        </ul>
      </Section>
      <Section id="report" heading={t('a11y-report-heading')} tone="tinted" width="narrow">
        <div className="mp-prose">
          <p>{t('a11y-report-intro')}</p>
          <p>
            <Link to={reportHref}>{t('a11y-report-link', { address: CONTACT_EMAIL })}</Link>
          </p>
          <p>{t('a11y-report-include')}</p>
          <ul>
            <li>{t('a11y-report-include-page')}</li>
            <li>{t('a11y-report-include-task')}</li>
            <li>{t('a11y-report-include-setup')}</li>
          </ul>
          <p>{t('a11y-report-reply')}</p>
        </div>
      </Section>
    </MarketingPage>
  );
}
