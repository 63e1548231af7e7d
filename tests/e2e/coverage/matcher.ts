import { routeList } from '../../../lib/contract/routes';
import { paths } from '../../../lib/paths';

/** SPEC §2's page routes (lib/paths.ts: every one is exact). */
export const pageRoutes: readonly string[] = [...new Set(Object.values(paths))].sort();

/** SPEC §7's calls, as the route table writes them ("GET /tax/:id"). */
export const callRoutes: readonly string[] = routeList.map((r) => r.key);

interface CallPattern {
  key: string;
  method: string;
  segments: string[];
  /** Literal segments: the more, the more specific ("/order/history" before "/order/:id"). */
  literals: number;
  /** SPEC §7 keeps a few paths with a trailing slash ("POST combo/{id}/clone/") beside the bare ones. */
  trailingSlash: boolean;
}

const patterns: CallPattern[] = routeList.map((r) => {
  const segments = r.path.split('/').filter(Boolean);
  const literals = segments.filter((s) => !s.startsWith(':')).length;
  return { key: r.key, method: r.method, segments, literals, trailingSlash: r.path.endsWith('/') };
});

/** The path below the origin, without query, hash or trailing slash. */
function barePath(pathOrUrl: string): string {
  const path = /^[a-z]+:\/\//i.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOrUrl.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The page route a browser address shows, or undefined for any other path. */
export function matchPage(pathOrUrl: string): string | undefined {
  const path = barePath(pathOrUrl);
  return pageRoutes.includes(path) ? path : undefined;
}

/**
 * The route-table row a call through the BFF (`/api/v1/...`) reaches, or undefined (another
 * path, or none of the table's). Among rows that fit, the most literal segments win.
 */
export function matchCall(method: string, pathOrUrl: string): string | undefined {
  const raw = /^[a-z]+:\/\//i.test(pathOrUrl) ? new URL(pathOrUrl).pathname : pathOrUrl.split(/[?#]/)[0]!;
  const trailingSlash = raw.length > 1 && raw.endsWith('/');
  const path = barePath(raw);
  if (!path.startsWith('/api/v1/')) return undefined;
  const segments = path.slice('/api/v1/'.length).split('/').map(safeDecode);
  let best: (CallPattern & { score: number }) | undefined;
  for (const p of patterns) {
    if (p.method !== method.toUpperCase() || p.segments.length !== segments.length) continue;
    if (!p.segments.every((s, i) => s.startsWith(':') || s === segments[i])) continue;
    const score = p.literals * 2 + (p.trailingSlash === trailingSlash ? 1 : 0);
    if (!best || score > best.score) best = { ...p, score };
  }
  return best?.key;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** What one run touched and what it left: the report's figures. */
export interface CoverageSummary {
  routes: { covered: string[]; untouched: string[] };
  calls: { covered: string[]; untouched: string[] };
}

export function summarize(visited: Iterable<string>, called: Iterable<string>): CoverageSummary {
  const v = new Set(visited);
  const c = new Set(called);
  return {
    routes: { covered: pageRoutes.filter((r) => v.has(r)), untouched: pageRoutes.filter((r) => !v.has(r)) },
    calls: { covered: callRoutes.filter((r) => c.has(r)), untouched: callRoutes.filter((r) => !c.has(r)) },
  };
}
