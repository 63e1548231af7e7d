import type { KeyboardEvent } from 'react';

/**
 * Keys of a plain tablist, as MUI's Tabs: arrows (wrapping), Home and End move the focus between
 * the list's tabs (buttons or links); opening stays a click, Enter or Space, so moving the focus
 * never leaves unsaved changes behind. `items` picks other elements to move between (a toggle
 * group's buttons, as MUI's ToggleButtonGroup does).
 */
export function moveTabFocus(e: KeyboardEvent<HTMLElement>, items = '[role="tab"]') {
  const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>(items)];
  const at = tabs.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  const next = {
    ArrowRight: (at + 1) % tabs.length,
    ArrowLeft: (at - 1 + tabs.length) % tabs.length,
    Home: 0,
    End: tabs.length - 1,
  }[e.key];
  if (next === undefined) return;
  e.preventDefault();
  tabs[next]?.focus();
}
