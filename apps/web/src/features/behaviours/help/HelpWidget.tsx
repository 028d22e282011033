import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { HELP_WIDGET_LINKS } from '@motes/shared';
import { useRegisteredShortcuts, useShortcut, useTranslate } from '@motes/ui';
import './HelpWidget.css';

/** "Shift++" → ["Shift", "+"]; "Alt+T" → ["Alt", "T"]. */
export function shortcutKeyParts(keys: string): string[] {
  return keys.endsWith('++') ? [...keys.slice(0, -2).split('+'), '+'] : keys.split('+');
}

/**
 * The floating Help button (bottom inline-end corner) and its panel: how-to guides, Ask an
 * Expert, service status and the page's keyboard shortcuts. A disclosure rather than a modal:
 * the page stays usable. Escape, the button, a link or a click outside closes it; "?" opens it.
 */
export function HelpWidget({ inert = false }: { inert?: boolean }) {
  const t = useTranslate();
  const [openState, setOpen] = useState(false);
  // The panel closes while something modal covers the page.
  const open = openState && !inert;
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const shortcuts = useRegisteredShortcuts();

  useShortcut(
    '?',
    () => {
      setOpen(true);
      // The panel renders on the next commit; focus its first link then.
      requestAnimationFrame(() => panelRef.current?.querySelector<HTMLElement>('a')?.focus());
    },
    { description: t('behaviours-help-shortcut'), enabled: !inert },
  );

  // A click elsewhere in the page closes the panel (focus stays where the click put it).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div ref={rootRef} className="help-widget" inert={inert} onKeyDown={handleKeyDown}>
      {open && (
        <section
          ref={panelRef}
          id={panelId}
          className="help-widget__panel"
          aria-labelledby={headingId}
        >
          <h2 id={headingId} className="help-widget__title">
            {t('behaviours-help-title')}
          </h2>
          <ul className="help-widget__links">
            <li>
              <Link to={HELP_WIDGET_LINKS.howTo} onClick={() => setOpen(false)}>
                {t('behaviours-help-howto')}
              </Link>
            </li>
            <li>
              <Link to={HELP_WIDGET_LINKS.expert} onClick={() => setOpen(false)}>
                {t('behaviours-help-expert')}
              </Link>
            </li>
            <li>
              <Link to={HELP_WIDGET_LINKS.status} onClick={() => setOpen(false)}>
                {t('behaviours-help-status')}
              </Link>
            </li>
          </ul>
          <h3 className="help-widget__subtitle">{t('behaviours-help-shortcuts')}</h3>
          {shortcuts.length === 0 ? (
            <p className="help-widget__empty">{t('behaviours-help-no-shortcuts')}</p>
          ) : (
            <dl className="help-widget__shortcuts">
              {shortcuts.map((shortcut) => (
                <div key={shortcut.keys} className="help-widget__shortcut">
                  <dt>
                    {shortcutKeyParts(shortcut.keys).map((part, index) => (
                      <span key={index}>
                        {index > 0 && ' + '}
                        <kbd>{part}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd>{shortcut.description}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      )}
      <button
        ref={buttonRef}
        type="button"
        className="help-widget__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <HelpIcon />
        {t('behaviours-help-button')}
      </button>
    </div>
  );
}

function HelpIcon() {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.75" />
      <path
        d="M7.6 7.7a2.5 2.5 0 0 1 4.8.9c0 1.7-2.4 2-2.4 3.6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
      <circle cx="10" cy="14.6" r="1.1" fill="currentColor" />
    </svg>
  );
}
