import { FOCUS_VIEW_NO_ARTICLE } from '@motes/shared';
import { Alert, Button } from '@motes/ui';
import { useEffect, useId, useMemo, useRef, type KeyboardEvent } from 'react';
import { extractFocusArticle } from './focusArticle';

export interface FocusViewProps {
  onClose: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The Focus view: the page's article text alone, in a calm, readable column over the page.
 * Modal: Tab stays inside it, Escape (handled by the sidebar) or Close leaves it.
 */
export function FocusView({ onClose }: FocusViewProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const article = useMemo(() => extractFocusArticle(document), []);

  useEffect(() => {
    // The fragment moves into the view; cloned so StrictMode's second run has one to move.
    if (article) contentRef.current?.replaceChildren(article.content.cloneNode(true));
    closeRef.current?.focus();
  }, [article]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    // Inside the shadow root, its own activeElement names the focused control.
    const { activeElement: active } = dialogRef.current.getRootNode() as Document | ShadowRoot;
    if (event.shiftKey && active === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div
      ref={dialogRef}
      className="motes-focus"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={handleKeyDown}
    >
      <div className="motes-focus__bar">
        <span className="motes-focus__name">Focus view</span>
        <Button ref={closeRef} size="sm" variant="secondary" onClick={onClose}>
          Close Focus view
        </Button>
      </div>
      <article className="motes-focus__article">
        <h1 id={titleId} className="motes-focus__title">
          {article?.title ?? document.title}
        </h1>
        {article?.byline && <p className="motes-focus__byline">{article.byline}</p>}
        {article ? (
          <div ref={contentRef} className="motes-focus__content" />
        ) : (
          <Alert type="info">{FOCUS_VIEW_NO_ARTICLE}</Alert>
        )}
      </article>
    </div>
  );
}
