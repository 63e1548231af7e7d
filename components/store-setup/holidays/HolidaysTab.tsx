'use client';
import { Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { openedLazily } from '@/components/ui/opened-lazily';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { holidaysQuery, useDeleteHoliday } from '@/lib/api/store-holidays';
import { dayInZone } from '@/lib/dates';
import type { HolidayDialogProps } from './HolidayDialog';
import { HolidayTable } from './HolidayTable';
import { SuggestedHolidays } from './SuggestedHolidays';

// The form loads when first opened, not with the tab.
const HolidayDialog = openedLazily<HolidayDialogProps>(
  () => import('./HolidayDialog').then((m) => m.HolidayDialog),
  () => true,
);

/** /setup/store?tab=holidays: the suggestions, then the location's holidays with add, edit and delete. */
export function HolidaysTab() {
  const { texts, deleteTexts } = useResourceTexts('storeSetup.holidays', { intro: true });
  const { current, locations, timeZone } = useCurrentLocation();
  const holidays = useQuery(holidaysQuery());
  const remove = useDeleteHoliday();
  // Days are the location's: "today" there, whatever the device's zone.
  const today = dayInZone(new Date(), timeZone ?? undefined);
  const manyLocations = locations.length > 1;

  return (
    <Stack spacing={3}>
      {holidays.data && (
        <SuggestedHolidays
          holidays={holidays.data.holiday_hours}
          today={today}
          country={current?.address.country_details?.code}
          region={current?.address.state_province_details?.code}
          manyLocations={manyLocations}
        />
      )}
      <ResourceSection
        query={holidays}
        items={(data) => data.holiday_hours}
        texts={texts}
        skeleton={{ rowHeight: 52, spacing: 1 }}
        renderList={(list, { edit, remove: ask }) => <HolidayTable holidays={list} onEdit={edit} onDelete={ask} />}
        renderEditor={(holiday, close) => (
          <HolidayDialog holiday={holiday} today={today} manyLocations={manyLocations} onClose={close} />
        )}
        deleteTexts={deleteTexts}
        deleteBusy={remove.isPending}
        onDelete={(holiday, done) => remove.mutate(holiday._id, { onSuccess: done })}
      />
    </Stack>
  );
}
