/**
 * The time zones a location may be in: the IANA zones the runtime knows (Intl), plus `extra`
 * (the states' own zones, a location's current one). The API and the form compute the list the
 * same way, so the form offers only what the server takes.
 */
export function knownTimeZones(extra: readonly string[] = []): string[] {
  const runtime = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...runtime, ...extra])].sort();
}
