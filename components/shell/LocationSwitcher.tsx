'use client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { notify } from '@/lib/notices';
import { useId, useState } from 'react';
import { guarded } from '@/components/ui/leave-guard';
import { openedLazily } from '@/components/ui/opened-lazily';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { selectLocation } from '@/lib/api/session';
import type { Location } from '@/lib/contract';
import type { LocationMenuProps } from './LocationMenu';
import styles from './location-switcher.module.css';
import { ControlIcon } from './ShellIcons';
import { Spinner } from './Spinner';

/** The list of locations (MUI's Menu) loads when first opened, not with every page. */
const LocationMenu = openedLazily<LocationMenuProps>(
  () => import('./LocationMenu').then((m) => m.LocationMenu),
  (p) => p.anchor !== null,
);

/**
 * SPEC §2/§6: the location every screen works on. The owner sees all the business's locations,
 * staff only theirs (GET user already filters). With a single location it still shows, read-only,
 * so the merchant knows where they are.
 */
export function LocationSwitcher() {
  const t = useTranslations('shell.location');
  const menuId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { locations, current: sessionLocation } = useCurrentLocation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const switchTo = useMutation({
    mutationFn: (loc: Location) => selectLocation(loc._id, t('failed', { name: loc.name })),
    onSuccess: async (_r, loc) => {
      notify(t('switched', { name: loc.name }), { variant: 'success' });
      // Server components read the session too: refresh them along with every cached query.
      router.refresh();
      await queryClient.invalidateQueries();
    },
  });

  if (!sessionLocation) return null;
  // While the switch runs, the menu already shows where the merchant is going.
  const current = switchTo.isPending ? switchTo.variables : sessionLocation;

  const label = <span className={styles.name}>{current.name}</span>;

  if (locations.length === 1) {
    return (
      <div role="group" aria-label={t('current', { name: current.name })} className={styles.single}>
        <ControlIcon name="placeOutlined" className={styles.singleIcon} />
        {label}
      </div>
    );
  }

  const choose = (loc: Location) => {
    setAnchor(null);
    // A page with unsaved changes asks first: its form belongs to the location being left.
    if (loc._id !== current._id) guarded(() => switchTo.mutate(loc));
  };

  return (
    <>
      <button
        type="button"
        className={styles.button}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={switchTo.isPending}
        aria-busy={switchTo.isPending}
        aria-label={switchTo.isPending ? t('switching', { name: current.name }) : t('change', { name: current.name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <span className={styles.start}>
          {switchTo.isPending ? <Spinner size={16} /> : <ControlIcon name="placeOutlined" />}
        </span>
        {label}
        <span className={styles.end}>
          <ControlIcon name="expandMore" />
        </span>
      </button>
      <LocationMenu
        menuId={menuId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        label={t('menu')}
        locations={locations}
        currentId={current._id}
        onChoose={choose}
      />
    </>
  );
}
