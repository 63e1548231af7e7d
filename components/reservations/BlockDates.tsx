'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { openedLazily } from '@/components/ui/opened-lazily';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { usePeriodText } from '@/components/ui/use-period-text';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { reservationsQuery, useDeleteBlockDate } from '@/lib/api/reservations';
import { dayInZone } from '@/lib/dates';
import type { BlockDateDialogProps } from './BlockDateDialog';
import { BlockDateTable } from './BlockDateTable';
import { SetupSection } from './SetupSection';

// The form loads when first opened, not with the page.
const BlockDateDialog = openedLazily<BlockDateDialogProps>(
  () => import('./BlockDateDialog').then((m) => m.BlockDateDialog),
  () => true,
);

/** Days (one or a range) on which guests cannot book, each with its reason: added, edited and deleted at once. */
export function BlockDates() {
  const t = useTranslations('reservations.blockDates');
  const { texts, deleteTexts } = useResourceTexts('reservations.blockDates');
  const { timeZone } = useCurrentLocation();
  const settings = useQuery(reservationsQuery());
  const remove = useDeleteBlockDate();
  const period = usePeriodText();
  const today = dayInZone(new Date(), timeZone ?? undefined);

  return (
    <SetupSection title={t('title')} lead={t('intro')}>
      <ResourceSection
        query={settings}
        // The table and the confirmation name a block date by its days.
        items={(data) =>
          data.reservations_settings.block_dates.map((b) => ({ ...b, name: period(b.from_date, b.to_date) }))
        }
        texts={texts}
        skeleton={{ rowHeight: 52, spacing: 1 }}
        renderList={(list, { edit, remove: ask }) => <BlockDateTable blockDates={list} onEdit={edit} onDelete={ask} />}
        renderEditor={(blockDate, close) => <BlockDateDialog blockDate={blockDate} today={today} onClose={close} />}
        deleteTexts={deleteTexts}
        deleteBusy={remove.isPending}
        onDelete={(b, done) => remove.mutate(b._id, { onSuccess: done })}
      />
    </SetupSection>
  );
}
