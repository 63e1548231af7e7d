let zone: string | undefined;

/**
 * The device's time zone (the browser's; the server's where it runs). Asked once: building an
 * Intl.DateTimeFormat is costly, the page's first one most (its locale data: 90 ms of the
 * reservation setup's load on a tablet, in the top bar's pause chip, which every page renders).
 */
export function deviceTimeZone(): string {
  return (zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}
