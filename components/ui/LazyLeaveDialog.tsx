'use client';
import type { ComponentProps } from 'react';
import type { LeaveDialog } from './LeaveDialog';
import { openedLazily } from './opened-lazily';

/**
 * LeaveDialog with its texts beside the form's others (FLAT_LEAVE_KEYS: settingsForm, websiteWidget
 * …), loaded the first time it asks: MUI's Dialog, Modal and focus trap (~6 KB gzip) would
 * otherwise ride on the first load of every page with a form. The keys are applied here because
 * importing FLAT_LEAVE_KEYS from LeaveDialog.tsx would load that module, and the dialog, with the page.
 */
export const LazyFlatLeaveDialog = openedLazily<Omit<ComponentProps<typeof LeaveDialog>, 'keys'>>(
  () =>
    import('./LeaveDialog').then(
      ({ LeaveDialog, FLAT_LEAVE_KEYS }) =>
        function FlatLeaveDialog(props: Omit<ComponentProps<typeof LeaveDialog>, 'keys'>) {
          return <LeaveDialog {...props} keys={FLAT_LEAVE_KEYS} />;
        },
    ),
  (props) => props.guard.asking,
);
