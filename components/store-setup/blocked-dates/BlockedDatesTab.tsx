'use client';
import { useQuery } from '@tanstack/react-query';
import { openedLazily } from '@/components/ui/opened-lazily';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { blockedDatesQuery, useDeleteBlockedDate } from '@/lib/api/store-holidays';
import { dayInZone } from '@/lib/dates';
import type { BlockedDateDialogProps } from './BlockedDateDialog';
import { BlockedDateTable } from './BlockedDateTable';
import { usePeriodText } from '@/components/ui/use-period-text';

// The form loads when first opened, not with the tab.
const BlockedDateDialog = openedLazily<BlockedDateDialogProps>(
  () => import('./BlockedDateDialog').then((m) => m.BlockedDateDialog),
  () => true,
);

/** /setup/store?tab=blocked-dates: days on which customers cannot schedule orders, with add, edit and delete. */
export function BlockedDatesTab() {
  const { texts, deleteTexts } = useResourceTexts('storeSetup.blockedDates', { intro: true });
  const { timeZone } = useCurrentLocation();
  const blocked = useQuery(blockedDatesQuery());
  const remove = useDeleteBlockedDate();
  const period = usePeriodText();
  const today = dayInZone(new Date(), timeZone ?? undefined);

  return (
    <ResourceSection
      query={blocked}
      // The confirmation names a blocked date by its days.
      items={(data) => data.blocked_dates.map((b) => ({ ...b, name: period(b.from_date, b.to_date) }))}
      texts={texts}
      skeleton={{ rowHeight: 52, spacing: 1 }}
      renderList={(list, { edit, remove: ask }) => (
        <BlockedDateTable blockedDates={list} onEdit={edit} onDelete={ask} />
      )}
      renderEditor={(blockedDate, close) => (
        <BlockedDateDialog blockedDate={blockedDate} today={today} onClose={close} />
      )}
      deleteTexts={deleteTexts}
      deleteBusy={remove.isPending}
      onDelete={(b, done) => remove.mutate(b._id, { onSuccess: done })}
    />
  );
}
