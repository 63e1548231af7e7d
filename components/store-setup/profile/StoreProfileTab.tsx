'use client';
import dynamic from 'next/dynamic';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
// The tab's styles come with the page: the server's HTML of it uses them before its chunk arrives.
import '@/components/ui/form/plain-outlined-field.module.css';
import '@/components/ui/plain-panel.module.css';
import styles from './store-profile.module.css';

/**
 * The `store` tab in a chunk of its own (rendered on the server all the same): the page holds
 * every tab's screen, and a tab's forms, rules and pickers should weigh only when it is open.
 */
export const StoreProfileTab = dynamic(() => import('./StoreProfile').then((m) => m.StoreProfile), {
  loading: () => (
    <div className={styles.stack}>
      <PlainSkeleton variant="rounded" height={320} />
      <PlainSkeleton variant="rounded" height={640} />
    </div>
  ),
});
