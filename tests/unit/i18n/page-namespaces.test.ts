import en from '@/messages/en.json';
import table from '@/lib/i18n/page-namespaces.json';
import { pageMessages, sharedMessages } from '@/lib/i18n/page-messages';
import { computePageNamespaces, TABLE_FILE } from '../../../scripts/i18n/page-namespaces';

describe('the texts each main page sends to the browser', () => {
  test(`${TABLE_FILE} is the one the code makes today (else: npm run i18n:namespaces)`, () => {
    expect(table).toEqual(computePageNamespaces(process.cwd()));
  });

  test("the shell's texts go once with the layout; an area's only with its pages", () => {
    expect(table.shared).toEqual(expect.arrayContaining(['shell', 'nav', 'validation', 'errors', 'bff', 'common']));
    expect(table.shared).not.toContain('orderBoard');
    expect(table.pages['/dashboard']).toEqual(expect.arrayContaining(['dashboard', 'orderBoard']));
    // The menu's dialogs load when opened; their texts come with the page all the same.
    expect(table.pages['/manage/menu']).toEqual(
      expect.arrayContaining(['menu', 'modifierGroups', 'combos', 'menuTools']),
    );
    expect(table.pages['/manage/menu']).not.toContain('orderBoard');
  });

  test('a page picks its namespaces; a page the table does not know gets all the others', () => {
    const messages = en as unknown as Parameters<typeof pageMessages>[0];
    expect(Object.keys(sharedMessages(messages)).sort()).toEqual([...table.shared].sort());
    expect(Object.keys(pageMessages(messages, '/manage/tax'))).toEqual(table.pages['/manage/tax']);
    const unknown = Object.keys(pageMessages(messages, '/manage/new-area'));
    expect(unknown).toEqual(Object.keys(en).filter((n) => !table.shared.includes(n)));
    expect(unknown).toContain('orderBoard');
  });
});
