/**
 * A success message handed from one plain auth page to the next (recover → reset) on a client-side
 * navigation: the MUI pages showed it as a notice, which the plain pages, without the notice
 * provider, show in the next form instead. Module state lives as long as the tab's script does; a
 * full load starts without one.
 */
let handed: string | undefined;

export function handNotice(message: string | undefined): void {
  handed = message;
}

/** The handed message, once: the first page to read it clears it (after its effects ran). */
export function peekNotice(): string | undefined {
  return handed;
}

export function clearNotice(): void {
  handed = undefined;
}
