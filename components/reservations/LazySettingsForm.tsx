'use client';
import dynamic from 'next/dynamic';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import column from '@/components/ui/page-column.module.css';
// The form's styles come with the page: the server's HTML of it uses them before its chunk arrives.
import '@/components/ui/form/plain-outlined-field.module.css';
import '@/components/ui/plain-panel.module.css';
import './setup-section.module.css';

/**
 * The settings form in a chunk of its own, still rendered on the server (its chunk is preloaded
 * with the page): react-hook-form, the sections' fields, the deposit's MUI select and the block
 * dates' table would otherwise be the page's first-load JS, over the 250 KB budget (issue 11).
 * The placeholder has the height of the booking rules, the first section.
 */
export const LazySettingsForm = dynamic(() => import('./SettingsForm').then((m) => m.SettingsForm), {
  loading: () => (
    <div className={column.sections}>
      <PlainSkeleton variant="rounded" height={320} />
      <PlainSkeleton variant="rounded" height={640} />
    </div>
  ),
});
