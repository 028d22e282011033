import { useTranslate } from '@motes/ui';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import '../share-landing/shareLanding.css';

/**
 * The "not found" page of a mote or tote link in the lean share entry: the texts of
 * ShareNotFoundPage with plain links (the lean entry has no router; the pages they open load
 * the full app).
 */
export function LeanShareNotFound({
  pathname,
  kind = 'mote',
}: {
  pathname: string;
  kind?: 'mote' | 'tote';
}) {
  const t = useTranslate();
  const link = withElements({ path: <code>{pathname}</code> });
  const isMote = kind === 'mote';
  return (
    <div className="share-landing">
      <title>
        {documentTitle(isMote ? t('share-mote-not-found-title') : t('share-tote-not-found-title'))}
      </title>
      <h1>{isMote ? t('share-mote-not-found-heading') : t('share-tote-not-found-heading')}</h1>
      <p>
        {isMote
          ? link.render(t('share-mote-what', link.args))
          : link.render(t('share-tote-what', link.args))}
      </p>
      <p>{t('share-not-yet')}</p>
      <p>{t('share-ask-sender')}</p>
      <ul className="share-landing__links">
        <li>
          <a href="/product">{t('share-link-product')}</a>
        </li>
        <li>
          <a href="/">{t('share-link-home')}</a>
        </li>
      </ul>
    </div>
  );
}
