import { NavLink } from 'react-router';
import { NAV_BAR_ENTRIES, isSiteLinkGroup } from '@motes/shared';
import { Dropdown, useTranslate } from '@motes/ui';
import { NavActionControl, useAccountEntries } from './NavActions';
import { navLinkMessageId, navMenuMessageId } from './navMessages';
import type { NavBarModel } from './useNavBar';

/** Props of the wide-screen parts of the bar. */
export interface DesktopNavProps {
  model: NavBarModel;
  onSignOut: () => void;
}

/** §2: Product, Pricing and the Solutions and Resources menus, side by side. */
export function DesktopMenus() {
  const t = useTranslate();
  return (
    <nav className="nav-bar__menus" aria-label={t('nav-main-label')}>
      <ul className="nav-bar__list">
        {NAV_BAR_ENTRIES.map((entry) => (
          <li key={entry.key}>
            {isSiteLinkGroup(entry) ? (
              <Dropdown
                id={`nav-menu-${entry.key}`}
                label={t(navMenuMessageId(entry.key))}
                triggerClassName="nav-bar__menu-trigger"
                items={entry.links.map((link) => ({
                  id: link.key,
                  label: t(navLinkMessageId(link.key)),
                  href: link.href,
                }))}
              />
            ) : (
              <NavLink to={entry.href} className="nav-bar__link">
                {t(navLinkMessageId(entry.key))}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** §2: the bar's actions and, signed in, the Account menu headed by the user's email. */
export function DesktopActions({ model, onSignOut }: DesktopNavProps) {
  const t = useTranslate();
  const { plan, email, pathname, search } = model;
  const accountEntries = useAccountEntries(plan.accountMenu ?? []);
  if (plan.actions.length === 0 && !plan.accountMenu) return null;
  return (
    <nav className="nav-bar__account" aria-label={t('nav-account-label')}>
      <ul className="nav-bar__list">
        {plan.actions.map((action) => (
          <li key={action}>
            <NavActionControl
              action={action}
              pathname={pathname}
              search={search}
              onSignOut={onSignOut}
            />
          </li>
        ))}
        {plan.accountMenu && (
          <li>
            <Dropdown
              id="nav-menu-account"
              label={<span className="nav-bar__email">{email ?? t('nav-account-label')}</span>}
              placement="bottom-right"
              triggerClassName="nav-bar__menu-trigger"
              items={accountEntries.map(({ item, label, href }) => ({
                id: item,
                label,
                href,
                onSelect: href ? undefined : onSignOut,
              }))}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
