/**
 * The routes the page benchmarks measure, read from lib/paths (SPEC §2's routes) and the
 * production build: a route counts once it has a page of its own, so a screen added later is
 * measured and held to its budget without anyone editing a list. Main routes still served by the
 * "coming soon" catch-all are left out (they all share one page).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isMainRoute, isPublicPage, paths } from '../../lib/paths';

/** Routes with their own page in the build (.next/app-path-routes-manifest.json, route groups dropped). */
export function builtRoutes(dir = process.cwd()): Set<string> {
  const file = path.join(dir, '.next', 'app-path-routes-manifest.json');
  let manifest: Record<string, string>;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    throw new Error(`No production build in ${dir} (${file}): run \`npm run build\` first.`);
  }
  return new Set(Object.values(manifest));
}

export interface MeasuredRoutes {
  /** The portal's screens, measured signed in as the demo merchant. */
  main: string[];
  /** Pages a visitor opens without a session (sign-in pages, error pages), measured signed out. */
  signedOut: string[];
}

/** The demo business's public site (app/(site)/s/[slug], issue 18): a signed-out page not in lib/paths. */
export const DEMO_PUBLIC_SITE = '/s/demo-bistro';

export function measuredRoutes(dir?: string): MeasuredRoutes {
  const built = builtRoutes(dir);
  const all = [...new Set<string>(Object.values(paths))].filter((r) => built.has(r));
  return {
    main: all.filter(isMainRoute),
    // The login first: it has the strictest budgets.
    signedOut: [
      ...all.filter(isPublicPage).sort((a, b) => Number(b === paths.login) - Number(a === paths.login)),
      ...(built.has('/s/[slug]') ? [DEMO_PUBLIC_SITE] : []),
    ],
  };
}
