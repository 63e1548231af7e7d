'use client';
import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { usePauseTime } from '@/components/ui/use-pause-time';
import type { StoreAvailability, StoreService } from '@/lib/contract/store';
import { storeAvailabilityQuery, useSetStoreAvailability } from '@/lib/api/store-availability';
import styles from './pause-chip.module.css';

const SERVICES = ['pickup', 'delivery', 'catering'] as const satisfies readonly StoreService[];

/** Milliseconds from now until an instant, never negative. */
const msUntil = (iso: string) => Math.max(0, Date.parse(iso) - Date.now());

interface PausedGroup {
  until: string;
  services: StoreService[];
}

/** Paused services still running at `now`, grouped by their end (usually one group), soonest first. */
function pausedGroups(availability: StoreAvailability | undefined, now: number): PausedGroup[] {
  const groups = new Map<string, StoreService[]>();
  for (const s of SERVICES) {
    const pause = availability?.[s];
    if (pause && Date.parse(pause.paused_until) > now)
      groups.set(pause.paused_until, [...(groups.get(pause.paused_until) ?? []), s]);
  }
  return [...groups].map(([until, services]) => ({ until, services })).sort((a, b) => a.until.localeCompare(b.until));
}

/**
 * The top bar's "Delivery paused until 14:30" chip, on every page while a service is paused
 * (issue 12 item 6), with Resume for members who may change it. Times are the location's; a
 * device in another zone gets the zone's name. It asks every minute and on focus (a pause set
 * elsewhere shows up) and hides itself the moment the pause ends.
 */
export function PauseChip({ canResume }: { canResume: boolean }) {
  const t = useTranslations('shell.pause');
  const format = useFormatter();
  const pauseTime = usePauseTime();
  const availability = useQuery(storeAvailabilityQuery());
  const resume = useSetStoreAvailability();
  const [now, setNow] = useState(() => Date.now());
  const groups = pausedGroups(availability.data?.store_availability, now);
  const nextEnd = groups[0]?.until;

  // Re-render when the soonest pause ends, so the chip goes without waiting for the next poll.
  useEffect(() => {
    if (!nextEnd) return;
    const timer = setTimeout(() => setNow(Date.now()), msUntil(nextEnd) + 250);
    return () => clearTimeout(timer);
  }, [nextEnd]);

  if (!groups.length) return null;
  const when = (iso: string) => pauseTime(iso, new Date(now));
  const names = (services: StoreService[]) =>
    services.length === SERVICES.length
      ? t('all')
      : // "Pick-up and delivery": only the first name keeps its capital.
        format.list(
          services.map((s, i) => (i ? t(s).toLocaleLowerCase() : t(s))),
          { type: 'conjunction' },
        );

  return (
    <div className={styles.row} role="status">
      {groups.map((g) => (
        <div key={g.until} className={styles.group}>
          <span className={styles.chip}>
            <span className={styles.chipLabel}>{t('chip', { services: names(g.services), until: when(g.until) })}</span>
          </span>
          {canResume && (
            <button
              type="button"
              className={styles.resume}
              disabled={resume.isPending}
              onClick={() => resume.mutate({ services: g.services, pause: null })}
              aria-label={t('resumeLabel', { services: names(g.services) })}
            >
              {t('resume')}
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
