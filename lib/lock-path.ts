import { paths, safeNextPath } from '@/lib/paths';

/**
 * Where the idle timer sends a user (SPEC §9: 5 minutes): the lock screen, with the page to come
 * back to. A path that is not same-site, or is the lock screen itself, is left out.
 */
export function lockPath(currentPath: string): string {
  const next = safeNextPath(currentPath);
  if (!next || next === paths.lockscreen || next.startsWith(`${paths.lockscreen}?`)) return paths.lockscreen;
  return `${paths.lockscreen}?${new URLSearchParams({ next })}`;
}
