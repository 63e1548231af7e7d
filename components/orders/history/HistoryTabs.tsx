'use client';
import { useRef, type KeyboardEvent } from 'react';
import styles from './history-tabs.module.css';

export type HistoryTab = 'all' | 'closed';

interface Props {
  value: HistoryTab;
  tabs: readonly { value: HistoryTab; label: string }[];
  onChange: (tab: HistoryTab) => void;
}

/**
 * All orders / Closed orders. Plain elements, not MUI's Tabs (about 5 KB of the page's first
 * load): the same roles and names, the open tab alone in the Tab order, arrows, Home and End move
 * the focus between tabs and Enter or Space opens the focused one, as MUI's do.
 */
export function HistoryTabs({ value, tabs, onChange }: Props) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = {
      ArrowRight: (at + 1) % buttons.length,
      ArrowLeft: (at - 1 + buttons.length) % buttons.length,
      Home: 0,
      End: buttons.length - 1,
    }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    buttons[next]?.focus();
  };

  return (
    <div ref={list} role="tablist" className={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => !selected && onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
