'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { classNames } from '@/components/ui/class-names';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { useLocationMoney } from '@/components/ui/use-current-location';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';
import styles from './delivery-zones.module.css';

interface Props {
  zones: DeliveryZone[];
  selectedId: string | null;
  onSelect: (zone: DeliveryZone) => void;
  onEdit: (zone: DeliveryZone) => void;
  onDelete: (zone: DeliveryZone) => void;
  /** Figures of the zone under its terms (the tools' per-zone orders and fees). */
  extra?: (zone: DeliveryZone) => ReactNode;
}

/**
 * The zones beside the map: colour, name, fee, minimum and free-delivery threshold in dollars.
 * Plain elements drawn as MUI's List, ListItemButton and IconButton (delivery-zones.module.css):
 * MUI's list and ButtonBase hydrating on a phone's first screen cost Lighthouse TBT (issue 11).
 * Each row is a button (its lines are spans shown as blocks), the edit and delete buttons beside it.
 */
export function ZoneList({ zones, selectedId, onSelect, onEdit, onDelete, extra }: Props) {
  const t = useTranslations('deliveryZones.list');
  const money = useLocationMoney();
  const format = useFormatter();
  // A zone's dates are calendar days: shown as written, whatever the viewer's time zone.
  const day = (ymd: string) => format.dateTime(new Date(`${ymd}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ul aria-label={t('label')} className={styles.list}>
      {zones.map((zone) => (
        <li key={zone._id} className={styles.row} data-testid="zone-row">
          <button
            type="button"
            className={classNames(styles.rowButton, zone._id === selectedId && styles.selected)}
            onClick={() => onSelect(zone)}
          >
            <span aria-hidden className={styles.swatch} style={{ backgroundColor: zone.colour }} />
            <span className={styles.zoneText}>
              <span className={styles.zoneName}>{zone.name}</span>
              <span className={styles.zoneTerms}>
                {t('terms', {
                  fee: money.format(zone.delivery_rate),
                  minimum: money.format(zone.delivery_minimum_amount),
                })}
              </span>
              <span className={styles.zoneTerms}>
                {zone.allow_free_delivery && zone.free_delivery_order_value != null
                  ? t('freeFrom', { amount: money.format(zone.free_delivery_order_value) })
                  : t('noFree')}
              </span>
              {zone.is_custom_date && zone.from_date && zone.to_date && (
                <span className={styles.zoneTerms}>
                  {t('dated', { from: day(zone.from_date), to: day(zone.to_date) })}
                </span>
              )}
              {extra?.(zone)}
            </span>
          </button>
          <div className={styles.rowActions}>
            <PlainIconButton aria-label={t('edit', { name: zone.name })} onClick={() => onEdit(zone)}>
              <PlainIcon path={iconPaths.editOutlined} />
            </PlainIconButton>
            <PlainIconButton
              aria-label={t('delete', { name: zone.name })}
              className={styles.edgeEnd}
              onClick={() => onDelete(zone)}
            >
              <PlainIcon path={iconPaths.deleteOutlined} />
            </PlainIconButton>
          </div>
        </li>
      ))}
    </ul>
  );
}
