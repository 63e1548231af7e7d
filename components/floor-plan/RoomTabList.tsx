'use client';
import { useEffect, useRef } from 'react';
import styles from './room-tabs.module.css';
import plainTabs from '@/components/ui/plain-tabs.module.css';
import { moveTabFocus } from '@/components/ui/tab-keys';

interface Props {
  label: string;
  tabs: readonly { id: string; label: string; tabId: string }[];
  currentId: string;
  /** The panel every tab controls. */
  panelId: string;
  onOpen: (id: string) => void;
}

/**
 * The rooms as a tablist in plain elements (MUI's Tabs weigh about 5 KB of the page's first load):
 * the same roles and names, one tab in the Tab order (the open one), arrows, Home and End move
 * between tabs, Enter, Space or a click opens one, as MUI's do (the focus does not open a room,
 * which may ask first about unsaved changes). The open room's tab is scrolled into the list's view.
 */
export function RoomTabList({ label, tabs, currentId, panelId, onOpen }: Props) {
  const list = useRef<HTMLDivElement>(null);

  // Only the list scrolls (sideways), as MUI's Tabs do: never the page.
  useEffect(() => {
    const box = list.current;
    const tab = box?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!box || !tab) return;
    // The list is positioned: a tab's offsetLeft is measured from it.
    const start = tab.offsetLeft;
    if (start < box.scrollLeft) box.scrollLeft = start;
    else if (start + tab.offsetWidth > box.scrollLeft + box.clientWidth)
      box.scrollLeft = start + tab.offsetWidth - box.clientWidth;
  }, [currentId]);

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={label}
      className={`${plainTabs.list} ${styles.list}`}
      onKeyDown={moveTabFocus}
    >
      {tabs.map((tab) => {
        const selected = tab.id === currentId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tab.tabId}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={`${plainTabs.tab} ${styles.tab}`}
            onClick={() => onOpen(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
