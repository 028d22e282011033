import { useId, useState } from 'react';
import {
  AVATAR_SIZES,
  AVATAR_SIZES_PX,
  Avatar,
  Card,
  Hamburger,
  Link,
  useTranslate,
} from '@motes/ui';
import { HAMBURGER_SIZE_PX } from '@motes/shared';
import { GuideExample, GuideSection } from './GuideSection';
import sampleAvatarUrl from './sampleAvatar.svg';

const SAMPLE_NAME = 'Amira Haddad';

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="60%" height="60%" aria-hidden="true" focusable="false">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      <path
        d="M16 9a4 4 0 0 1 0 6"
        stroke="currentColor"
        strokeWidth="2"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** §2 avatars: every §9 size, image, initials, fallback icon, bordered. */
export function AvatarsSection() {
  const t = useTranslate();
  return (
    <GuideSection
      id="avatars"
      heading={t('style-guide-avatars-heading')}
      intro={t('style-guide-avatars-intro')}
    >
      <GuideExample heading={t('style-guide-avatars-sizes')}>
        {AVATAR_SIZES.map((size) => (
          <figure key={size} className="style-guide__figure">
            <Avatar size={size} name={SAMPLE_NAME} />
            <figcaption>
              {t('style-guide-avatar-size', { size, px: String(AVATAR_SIZES_PX[size]) })}
            </figcaption>
          </figure>
        ))}
      </GuideExample>
      <GuideExample heading={t('style-guide-avatars-kinds')}>
        <figure className="style-guide__figure">
          <Avatar size="lg" src={sampleAvatarUrl} name={SAMPLE_NAME} />
          <figcaption>{t('style-guide-avatar-image')}</figcaption>
        </figure>
        <figure className="style-guide__figure">
          <Avatar size="lg" name={SAMPLE_NAME} />
          <figcaption>{t('style-guide-avatar-initials')}</figcaption>
        </figure>
        <figure className="style-guide__figure">
          <Avatar size="lg" />
          <figcaption>{t('style-guide-avatar-fallback')}</figcaption>
        </figure>
        <figure className="style-guide__figure">
          <Avatar
            size="lg"
            fallbackIcon={<SpeakerIcon />}
            alt={t('style-guide-avatar-custom-alt')}
          />
          <figcaption>{t('style-guide-avatar-custom')}</figcaption>
        </figure>
        <figure className="style-guide__figure">
          <Avatar size="lg" name={SAMPLE_NAME} src={sampleAvatarUrl} bordered />
          <figcaption>{t('style-guide-avatar-bordered')}</figcaption>
        </figure>
      </GuideExample>
    </GuideSection>
  );
}

/** §2 hamburger toggle and links. */
export function NavigationPiecesSection() {
  const t = useTranslate();
  const [menuOpen, setMenuOpen] = useState(false);
  const panelId = useId();
  return (
    <GuideSection
      id="navigation"
      heading={t('style-guide-navigation-heading')}
      intro={t('style-guide-navigation-intro')}
    >
      <GuideExample heading={t('style-guide-hamburger', { size: String(HAMBURGER_SIZE_PX) })}>
        <Hamburger open={menuOpen} onToggle={setMenuOpen} controls={panelId} />
        <Card id={panelId} hidden={!menuOpen} padding="sm">
          {t('style-guide-hamburger-panel')}
        </Card>
      </GuideExample>
      <GuideExample heading={t('style-guide-links')}>
        <ul className="style-guide__links">
          <li>
            <Link to="/pricing">{t('style-guide-link-internal')}</Link>
          </li>
          <li>
            <Link to="https://www.w3.org/WAI/standards-guidelines/wcag/">
              {t('style-guide-link-external')}
            </Link>
          </li>
          <li>
            <Link to="https://www.w3.org/WAI/standards-guidelines/wcag/" target="_blank">
              {t('style-guide-link-blank')}
            </Link>
          </li>
          <li>
            <Link to="/pricing" disabled>
              {t('style-guide-link-disabled')}
            </Link>
          </li>
        </ul>
      </GuideExample>
    </GuideSection>
  );
}
