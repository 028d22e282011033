// The Fluent ids of the navigation bar's labels, built from the keys of `NAV_BAR_ENTRIES`
// (@motes/shared) and of the action lists; navMessages.test.ts checks that each exists.
import type { AccountMenuItem, NavAction } from './navBarActions';

/** Label of a link of the bar or of one of its menus, e.g. `nav-link-pricing`. */
export const navLinkMessageId = (key: string) => `nav-link-${key}`;
/** Label of a menu button, e.g. `nav-menu-solutions`. */
export const navMenuMessageId = (key: string) => `nav-menu-${key}`;
/** Label of an action shown in the bar, e.g. `nav-action-sign-in`. */
export const navActionMessageId = (action: NavAction) => `nav-action-${action}`;
/** Label of an Account menu item, e.g. `nav-account-my-activity`. */
export const accountItemMessageId = (item: AccountMenuItem) => `nav-account-${item}`;
