'use client';
import dynamic from 'next/dynamic';
import { useState, type ComponentType } from 'react';

/**
 * A drawer or dialog whose code loads the first time it opens, not with the page: `isOpen` reads
 * its props. Once opened it stays mounted, so closing animates and reopening is instant.
 */
export function openedLazily<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Lazy = dynamic(load, { ssr: false });
  function OpenedLazily(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    if (open && !opened) setOpened(true);
    return opened ? <Lazy {...props} /> : null;
  }
  return OpenedLazily;
}
