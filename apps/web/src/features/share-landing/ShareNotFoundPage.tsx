import { Link, useLocation } from 'react-router';
import { useTranslate } from '@motes/ui';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import './shareLanding.css';

/** What a share link points at: a mote (`/m/`) or a tote (`/t/`). */
export type SharedKind = 'mote' | 'tote';

/**
 * The share page when there is nothing to share: says so plainly, explains what such a link
 * is, and offers a way on. No player and no made-up recording.
 */
export function ShareNotFoundPage({ kind }: { kind: SharedKind }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const link = withElements({ path: <code>{pathname}</code> });
  return (
    <div className="share-landing">
      <title>
        {documentTitle(
          kind === 'mote' ? t('share-mote-not-found-title') : t('share-tote-not-found-title'),
        )}
      </title>
      <h1>
        {kind === 'mote' ? t('share-mote-not-found-heading') : t('share-tote-not-found-heading')}
      </h1>
      <p>
        {kind === 'mote'
          ? link.render(t('share-mote-what', link.args))
          : link.render(t('share-tote-what', link.args))}
      </p>
      <p>{t('share-not-yet')}</p>
      <p>{t('share-ask-sender')}</p>
      <ul className="share-landing__links">
        <li>
          <Link to="/product">{t('share-link-product')}</Link>
        </li>
        <li>
          <Link to="/">{t('share-link-home')}</Link>
        </li>
      </ul>
    </div>
  );
}
