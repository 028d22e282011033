import {
  FOOTER_COLUMNS,
  SOCIAL_NETWORKS,
  SOCIAL_PROFILE_URLS,
  type SiteLinkGroup,
} from '@motes/shared';
import { BRAND_NAME, Link, useTranslate } from '@motes/ui';
import { LocaleSwitcher } from '../LocaleSwitcher/LocaleSwitcher';
import { footerHeadingMessageId, footerLinkMessageId, socialLinkMessageId } from './footerMessages';
import { SocialIcon } from './SocialIcon';
import './Footer.css';

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Takes the footer out of reach while the mobile menu covers it. */
  inert?: boolean;
}

/**
 * The §2 footer: four columns of links (Customers, Solutions, Company, Product), the social
 * links, the locale switcher and a copyright line with the current year.
 */
export function Footer({ inert }: FooterProps) {
  const t = useTranslate();
  return (
    <footer className="site-footer" inert={inert}>
      <div className="site-footer__inner">
        <div className="site-footer__intro">
          <p className="site-footer__brand">{BRAND_NAME}</p>
          <p className="site-footer__tagline">{t('footer-tagline')}</p>
        </div>
        <nav className="site-footer__columns" aria-label={t('footer-nav-label')}>
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.key} className="site-footer__column">
              <FooterLinks group={column} level={2} />
              {column.groups?.map((group) => (
                <FooterLinks key={group.key} group={group} level={3} />
              ))}
            </div>
          ))}
        </nav>
        <div className="site-footer__bottom">
          <ul
            className="site-footer__social"
            aria-label={t('footer-social-label', { brand: BRAND_NAME })}
          >
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                {/* External: Link adds rel="noopener noreferrer" to the new tab. */}
                <Link
                  to={SOCIAL_PROFILE_URLS[network]}
                  target="_blank"
                  className="site-footer__social-link"
                  aria-label={t(socialLinkMessageId(network), { brand: BRAND_NAME })}
                >
                  <SocialIcon network={network} />
                </Link>
              </li>
            ))}
          </ul>
          <LocaleSwitcher />
          <p className="site-footer__copyright">
            {t('footer-copyright', {
              // A string, so the year is not formatted as a number ("2,026").
              year: String(new Date().getFullYear()),
              brand: BRAND_NAME,
            })}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ group, level }: { group: SiteLinkGroup; level: 2 | 3 }) {
  const t = useTranslate();
  const Heading = level === 2 ? 'h2' : 'h3';
  const headingId = `footer-heading-${group.key}`;
  return (
    <>
      <Heading id={headingId} className={`site-footer__heading site-footer__heading--${level}`}>
        {t(footerHeadingMessageId(group.key))}
      </Heading>
      <ul className="site-footer__list" aria-labelledby={headingId}>
        {group.links.map((link) => (
          <li key={link.key}>
            <Link to={link.href} className="site-footer__link">
              {t(footerLinkMessageId(link.key))}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
