import { Alert, useTranslate } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import type { MoteLibrary } from './useMoteLibrary';

/**
 * What a list of the user's motes says while it loads or after a search (a status line, read
 * out by screen readers), and a failure to load with "Try again". The library at /activity and
 * the "Make a tote" picker show the same.
 */
export function LibraryStatus({ library, className }: { library: MoteLibrary; className: string }) {
  const t = useTranslate();
  const searching = library.query !== '';
  return (
    <>
      <p role="status" className={className}>
        {library.loading
          ? t('activity-loading')
          : library.error === undefined && searching
            ? t('activity-results-count', {
                count: library.motes.length,
                more: library.hasMore ? 'yes' : 'no',
              })
            : ''}
      </p>
      {library.error !== undefined && (
        <Alert type="error" action={{ label: t('activity-try-again'), onClick: library.reload }}>
          {describeApiError(library.error, t('activity-load-failed'))}
        </Alert>
      )}
    </>
  );
}
