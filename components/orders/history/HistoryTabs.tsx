'use client';
import styles from './history-tabs.module.css';
import plainTabs from '@/components/ui/plain-tabs.module.css';
import { moveTabFocus } from '@/components/ui/tab-keys';

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
  return (
    <div role="tablist" className={`${plainTabs.list} ${styles.list}`} onKeyDown={moveTabFocus}>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={plainTabs.tab}
            onClick={() => !selected && onChange(tab.value)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
