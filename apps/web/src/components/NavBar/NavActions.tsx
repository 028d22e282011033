import { Link as RouterLink } from 'react-router';
import { Button, useTranslate } from '@motes/ui';
import { buttonLinkProps } from '../../features/auth/buttonLink';
import {
  ACCOUNT_PATH,
  ACTIVITY_PATH,
  ADMIN_PATH,
  MY_ANNOTATIONS_PATH,
  navActionHref,
} from './navActionLinks';
import type { AccountMenuItem, NavAction } from './navBarActions';
import { accountItemMessageId, navActionMessageId } from './navMessages';

/** The calls to action: sign-up and the dashboard; the others are quieter links. */
const PRIMARY_ACTIONS = new Set<NavAction>(['start-free-trial', 'sign-up-free', 'go-to-dashboard']);

/** Props of {@link NavActionControl}. */
export interface NavActionControlProps {
  action: NavAction;
  pathname: string;
  search: string;
  onSignOut: () => void;
  /** Full-width controls, for the mobile menu. */
  block?: boolean;
}

/** One action of the bar (§2): a link, or the Sign out button. */
export function NavActionControl({
  action,
  pathname,
  search,
  onSignOut,
  block,
}: NavActionControlProps) {
  const t = useTranslate();
  const label = t(navActionMessageId(action));
  const blockClass = block ? 'nav-action--block' : undefined;
  if (action === 'sign-out') {
    return (
      <Button variant="ghost" size="sm" className={blockClass} onClick={onSignOut}>
        {label}
      </Button>
    );
  }
  const look = PRIMARY_ACTIONS.has(action)
    ? buttonLinkProps('primary', 'sm', blockClass)
    : buttonLinkProps('ghost', 'sm', blockClass);
  return (
    <RouterLink to={navActionHref(action, pathname, search)} {...look}>
      {label}
    </RouterLink>
  );
}

/** Where each Account menu link goes (§2); Sign out is an action, not a link. */
export const ACCOUNT_ITEM_HREFS: Readonly<Record<Exclude<AccountMenuItem, 'sign-out'>, string>> = {
  'my-account': ACCOUNT_PATH,
  'my-activity': ACTIVITY_PATH,
  'my-annotations': MY_ANNOTATIONS_PATH,
  admin: ADMIN_PATH,
};

/** One entry of the Account menu, ready for a menu or a list. */
export interface AccountEntry {
  item: AccountMenuItem;
  label: string;
  /** Set for links; unset for Sign out. */
  href?: string;
}

/** The Account menu's entries with their labels and targets. */
export function useAccountEntries(items: readonly AccountMenuItem[]): AccountEntry[] {
  const t = useTranslate();
  return items.map((item) => ({
    item,
    label: t(accountItemMessageId(item)),
    href: item === 'sign-out' ? undefined : ACCOUNT_ITEM_HREFS[item],
  }));
}
