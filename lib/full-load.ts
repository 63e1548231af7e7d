/**
 * Leaves the page with a full load, so middleware routes the new session and nothing cached for
 * the old one survives. A module of its own so tests can replace it (jsdom cannot navigate).
 */
export function fullLoad(path: string): void {
  window.location.assign(path);
}
