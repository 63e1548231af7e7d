'use client';
import { useId, type ReactNode } from 'react';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './setup-section.module.css';

/**
 * One titled part of the setup page (booking rules, hours, deposit …), a landmark named by its
 * heading. Plain elements: the first of them is on the page's first screen.
 */
export function SetupSection({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={`${panel.outlined} ${panel.padded}`}>
      <h2 id={titleId} className={panel.title}>
        {title}
      </h2>
      {lead && <p className={panel.intro}>{lead}</p>}
      <div className={styles.content}>{children}</div>
    </section>
  );
}
