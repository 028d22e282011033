import { useId, useState, type ReactNode, type Ref } from 'react';
import { NavLink } from 'react-router';
import { NAV_BAR_ENTRIES, isSiteLinkGroup } from '@motes/shared';
import { Button, useTranslate } from '@motes/ui';
import { NavActionControl, useAccountEntries } from './NavActions';
import { navLinkMessageId, navMenuMessageId } from './navMessages';
import type { NavBarModel } from './useNavBar';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  id: string;
  model: NavBarModel;
  onSignOut: () => void;
  panelRef: Ref<HTMLDivElement>;
}

/**
 * The panel the hamburger opens below 991.98 px (§2, §9): the same menus and actions as the
 * wide bar, each menu a disclosure button so the panel stays short on a phone.
 */
export function MobileMenu({ id, model, onSignOut, panelRef }: MobileMenuProps) {
  const t = useTranslate();
  const { plan, email, pathname, search } = model;
  const accountEntries = useAccountEntries(plan.accountMenu ?? []);
  const hasActions = plan.actions.length > 0 || plan.accountMenu !== null;
  return (
    // A drawer over the page (main and footer are inert meanwhile): announced as a modal
    // dialog, which also tells the shortcut registry that page shortcuts must wait.
    <div
      id={id}
      ref={panelRef}
      className="nav-mobile"
      role="dialog"
      aria-modal="true"
      aria-label={t('nav-mobile-toggle')}
    >
      {plan.menus && (
        <nav aria-label={t('nav-main-label')}>
          <ul className="nav-mobile__list">
            {NAV_BAR_ENTRIES.map((entry) => (
              <li key={entry.key}>
                {isSiteLinkGroup(entry) ? (
                  <Disclosure label={t(navMenuMessageId(entry.key))}>
                    {entry.links.map((link) => (
                      <li key={link.key}>
                        <NavLink to={link.href} className="nav-mobile__link" end>
                          {t(navLinkMessageId(link.key))}
                        </NavLink>
                      </li>
                    ))}
                  </Disclosure>
                ) : (
                  <NavLink to={entry.href} className="nav-mobile__link nav-mobile__top-link">
                    {t(navLinkMessageId(entry.key))}
                  </NavLink>
                )}
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hasActions && (
        <nav aria-label={t('nav-account-label')} className="nav-mobile__account">
          {plan.accountMenu && (
            <Disclosure label={<span className="nav-bar__email">{email}</span>}>
              {accountEntries.map(({ item, label, href }) => (
                <li key={item}>
                  {href ? (
                    <NavLink to={href} className="nav-mobile__link" end>
                      {label}
                    </NavLink>
                  ) : (
                    <Button
                      variant="ghost"
                      size="sm"
                      className="nav-action--block"
                      onClick={onSignOut}
                    >
                      {label}
                    </Button>
                  )}
                </li>
              ))}
            </Disclosure>
          )}
          <ul className="nav-mobile__actions">
            {plan.actions.map((action) => (
              <li key={action}>
                <NavActionControl
                  action={action}
                  pathname={pathname}
                  search={search}
                  onSignOut={onSignOut}
                  block
                />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** A button that shows and hides a list of links (WAI-ARIA disclosure pattern). */
function Disclosure({ label, children }: { label: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="nav-mobile__disclosure"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {label}
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ul id={listId} className="nav-mobile__sublist" hidden={!open}>
        {children}
      </ul>
    </>
  );
}
