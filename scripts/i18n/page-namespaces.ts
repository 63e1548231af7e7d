/**
 * Which message namespaces each page of the main layout sends to the browser
 * (lib/i18n/page-namespaces.json): `shared`, what the layout's own browser code reads (the shell)
 * plus the run-time error keys, sent once by the layout; `pages`, what each page's browser code
 * reads beyond that, sent with the page. Run it after adding a page or a namespace:
 *   npm run i18n:namespaces          (a unit test fails while the file is stale)
 */
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ALWAYS_SHARED, namespacesOf, scanNamespaces } from './namespace-scan';

export interface PageNamespaces {
  shared: string[];
  pages: Record<string, string[]>;
}

const MAIN = 'app/(main)';

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((d) =>
      d.isDirectory() ? pageFiles(path.join(dir, d.name)) : d.name === 'page.tsx' ? [path.join(dir, d.name)] : [],
    )
    .sort();
}

/** The URL path of a page file: its folders without route groups ("(main)"). */
const routeOf = (root: string, file: string) =>
  '/' +
  path
    .relative(path.join(root, MAIN), path.dirname(file))
    .split(path.sep)
    .filter((part) => !/^\(.*\)$/.test(part))
    .join('/');

/** In the catalogue's order, so the file reads the same from one run to the next. */
const ordered = (root: string, names: Set<string>) => namespacesOf(root).filter((n) => names.has(n));

export function computePageNamespaces(root: string): PageNamespaces {
  const shared = scanNamespaces(root, [path.join(root, MAIN, 'layout.tsx')]);
  for (const name of ALWAYS_SHARED) shared.add(name);
  const pages: Record<string, string[]> = {};
  for (const file of pageFiles(path.join(root, MAIN))) {
    const own = new Set([...scanNamespaces(root, [file])].filter((n) => !shared.has(n)));
    pages[routeOf(root, file)] = ordered(root, own);
  }
  return { shared: ordered(root, shared), pages };
}

export const TABLE_FILE = 'lib/i18n/page-namespaces.json';

if (process.argv[1] && /page-namespaces\.ts$/.test(process.argv[1])) {
  const root = process.cwd();
  writeFileSync(path.join(root, TABLE_FILE), JSON.stringify(computePageNamespaces(root), null, 2) + '\n');
  console.log(`wrote ${TABLE_FILE}`);
}
