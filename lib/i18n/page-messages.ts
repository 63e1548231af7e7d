import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import table from './page-namespaces.json';

/**
 * The texts the browser gets, namespace by namespace (issue 11: "messages sent per namespace
 * instead of whole"): the main layout sends the shell's (`sharedMessages`), each page adds its
 * own (`pageMessages`). The table is generated from the code (scripts/i18n/page-namespaces.ts).
 */
const pick = (messages: AbstractIntlMessages, names: readonly string[]): AbstractIntlMessages =>
  Object.fromEntries(names.filter((n) => n in messages).map((n) => [n, messages[n]!]));

export const sharedMessages = (messages: AbstractIntlMessages) => pick(messages, table.shared);

/**
 * A page's own texts beyond the shared ones. A path the table does not know (a page added since
 * it was generated) gets every other namespace: heavier, never a key left on screen.
 */
export function pageMessages(messages: AbstractIntlMessages, pathname: string | null): AbstractIntlMessages {
  const pages: Record<string, string[]> = table.pages;
  const known = pathname ? pages[pathname] : undefined;
  const names = known ?? Object.keys(messages).filter((name) => !table.shared.includes(name));
  return pick(messages, names);
}
