import { useId, useRef, useState } from 'react';
import {
  HIGHLIGHT_PAINT_COLOURS,
  HighlightColourNameSchema,
  resolveHighlightColours,
  type Highlight,
  type HighlightColourName,
  type HighlightExportFormat,
} from '@motes/shared';
import { Alert, Button, useToaster, useTranslate } from '@motes/ui';
import { useApiClient } from '../../api/ApiClientContext';
import { describeApiError } from '../../api/describeApiError';
import { useIdentity } from '../../identity/IdentityProvider';
import { documentTitle } from '../signed-in/documentTitle';
import { downloadHighlightsExport } from './downloadExport';
import { groupHighlightsByPage } from './groupHighlightsByPage';
import { useAnnotations } from './useAnnotations';
import { VocabularySection } from './VocabularySection';
import './MyAnnotationsPage.css';

/**
 * `/my-annotations` (issue 7 item 4, market-notes.md "Highlighter"): the highlights the user
 * made with the extension's Highlighter, grouped by page with their colour labels, filtered
 * by colour, removable, exported as CSV or JSON; and the vocabulary list.
 */
export function MyAnnotationsPage() {
  const t = useTranslate();
  const apiClient = useApiClient();
  const toaster = useToaster();
  const { state } = useIdentity();
  const annotations = useAnnotations();
  const [exporting, setExporting] = useState<HighlightExportFormat | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const filterId = useId();
  const colours = state.status?.identity.highlightColours ?? resolveHighlightColours();
  const labelOf = (colour: HighlightColourName) =>
    colours.find((entry) => entry.colour === colour)?.label ?? colour;

  async function handleExport(format: HighlightExportFormat) {
    setExporting(format);
    try {
      await downloadHighlightsExport(apiClient, format);
    } catch (failure) {
      toaster.error(describeApiError(failure, t('annotations-export-failed')));
    } finally {
      setExporting(null);
    }
  }

  async function handleRemove(highlight: Highlight) {
    try {
      await annotations.removeHighlight(highlight);
      // The row and its button are gone: focus goes to the list, not to the page's start.
      headingRef.current?.focus();
      toaster.success(t('annotations-removed'));
    } catch (failure) {
      toaster.error(describeApiError(failure, t('annotations-remove-failed')));
    }
  }

  const pages = groupHighlightsByPage(annotations.highlights);
  const empty = !annotations.loading && annotations.error === undefined && pages.length === 0;

  return (
    <div className="annotations-page">
      <title>{documentTitle(t('annotations-title'))}</title>
      <h1>{t('annotations-title')}</h1>
      <p className="annotations-page__lead">{t('annotations-lead')}</p>

      <div className="annotations-page__tools">
        <div className="annotations-page__filter">
          <label htmlFor={filterId}>{t('annotations-filter-label')}</label>
          <select
            id={filterId}
            value={annotations.colour ?? ''}
            onChange={(event) => {
              const parsed = HighlightColourNameSchema.safeParse(event.currentTarget.value);
              annotations.filter(parsed.success ? parsed.data : null);
            }}
          >
            <option value="">{t('annotations-filter-all')}</option>
            {colours.map((entry) => (
              <option key={entry.colour} value={entry.colour}>
                {entry.label}
              </option>
            ))}
          </select>
        </div>
        <div className="annotations-page__export">
          <Button
            variant="secondary"
            size="sm"
            loading={exporting === 'csv'}
            focusableWhenLoading
            onClick={() => void handleExport('csv')}
          >
            {t('annotations-export-csv')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            loading={exporting === 'json'}
            focusableWhenLoading
            onClick={() => void handleExport('json')}
          >
            {t('annotations-export-json')}
          </Button>
        </div>
      </div>

      <section aria-labelledby={headingId} aria-busy={annotations.loading || undefined}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t('annotations-highlights-heading')}
        </h2>
        <p role="status" className="annotations-page__status">
          {annotations.loading ? t('annotations-loading') : ''}
        </p>
        {annotations.error !== undefined && (
          <Alert
            type="error"
            action={{ label: t('annotations-try-again'), onClick: annotations.reload }}
          >
            {describeApiError(annotations.error, t('annotations-load-failed'))}
          </Alert>
        )}
        {empty && (
          <p>
            {annotations.colour
              ? t('annotations-empty-filtered', { label: labelOf(annotations.colour) })
              : t('annotations-empty')}
          </p>
        )}
        {pages.map((page) => (
          <article
            key={page.pageUrl}
            className="annotations-page__page"
            aria-label={page.pageTitle || page.pageUrl}
          >
            <h3>
              <a href={page.pageUrl} target="_blank" rel="noopener noreferrer">
                {page.pageTitle || t('annotations-untitled-page')}
              </a>
            </h3>
            <p className="annotations-page__url">{page.pageUrl}</p>
            <ul className="annotations-page__list">
              {page.highlights.map((highlight) => (
                <li key={highlight.id} className="annotations-page__highlight">
                  <span className="annotations-page__label">
                    <span
                      aria-hidden="true"
                      className="annotations-page__swatch"
                      style={{ background: HIGHLIGHT_PAINT_COLOURS[highlight.colour] }}
                    />
                    {labelOf(highlight.colour)}
                  </span>
                  <blockquote
                    className="annotations-page__quote"
                    style={{ borderColor: HIGHLIGHT_PAINT_COLOURS[highlight.colour] }}
                  >
                    {highlight.selector.exact}
                  </blockquote>
                  {highlight.note && (
                    <p className="annotations-page__note">
                      {t('annotations-note', { note: highlight.note })}
                    </p>
                  )}
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t('annotations-remove-label', {
                      text: shorten(highlight.selector.exact),
                    })}
                    onClick={() => void handleRemove(highlight)}
                  >
                    {t('annotations-remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </article>
        ))}
        {annotations.hasMore && !annotations.loading && (
          <Button
            variant="secondary"
            loading={annotations.loadingMore}
            focusableWhenLoading
            onClick={annotations.loadMore}
          >
            {t('annotations-load-more')}
          </Button>
        )}
      </section>

      <VocabularySection
        words={annotations.words}
        error={annotations.wordsError}
        onRemove={annotations.removeWord}
      />
    </div>
  );
}

/** A long passage, shortened for a button's name. */
function shorten(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}
