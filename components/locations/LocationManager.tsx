'use client';
import { Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import linkStyles from '@/components/ui/plain-link.module.css';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { manageLocationsQuery, useDeleteManagedLocation } from '@/lib/api/manage-locations';
import { LocationTable } from './LocationTable';

/** The form (zod, react-hook-form, the countries) loads when a location is first added or edited. */
const LocationDrawer = dynamic(() => import('./LocationDrawer').then((m) => m.LocationDrawer), { ssr: false });
/**
 * Linking a business comes below the list, used now and then: its form (MUI's outlined inputs) loads
 * after the page, in a placeholder of its size.
 */
const LinkBusiness = dynamic(() => import('./LinkBusiness').then((m) => m.LinkBusiness), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={200} />,
});

/** /manage/locations (Premium): the business's locations, the public page listing them, linking a business. */
export function LocationManager() {
  const t = useTranslations('locations');
  const { texts, deleteTexts } = useResourceTexts('locations');
  const locations = useQuery(manageLocationsQuery());
  const remove = useDeleteManagedLocation();
  const url = locations.data?.multi_location_url;

  return (
    <Stack spacing={3}>
      {url && (
        <Typography variant="body2">
          {t('publicPage')}{' '}
          <a className={linkStyles.link} href={url} target="_blank" rel="noopener">
            {t('publicLink')}
          </a>
        </Typography>
      )}
      <ResourceSection
        query={locations}
        items={(data) => data.locations}
        texts={texts}
        skeleton={{ rowHeight: 52, spacing: 1 }}
        renderList={(list, { edit, remove: ask }) => <LocationTable locations={list} onEdit={edit} onDelete={ask} />}
        renderEditor={(location, close) => (
          <LocationDrawer location={location} locations={locations.data?.locations ?? []} onClose={close} />
        )}
        deleteTexts={deleteTexts}
        deleteBusy={remove.isPending}
        onDelete={(l, done) => remove.mutate(l._id, { onSuccess: done, onError: done })}
      />
      <LinkBusiness />
    </Stack>
  );
}
