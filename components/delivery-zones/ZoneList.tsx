'use client';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { Box, IconButton, List, ListItem, ListItemButton, Stack, Typography } from '@mui/material';
import { useFormatter, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLocationMoney } from '@/components/ui/use-current-location';
import type { DeliveryZone } from '@/lib/contract/delivery-zones';

interface Props {
  zones: DeliveryZone[];
  selectedId: string | null;
  onSelect: (zone: DeliveryZone) => void;
  onEdit: (zone: DeliveryZone) => void;
  onDelete: (zone: DeliveryZone) => void;
  /** Figures of the zone under its terms (the tools' per-zone orders and fees). */
  extra?: (zone: DeliveryZone) => ReactNode;
}

/** The zones beside the map: colour, name, fee, minimum and free-delivery threshold in dollars. */
export function ZoneList({ zones, selectedId, onSelect, onEdit, onDelete, extra }: Props) {
  const t = useTranslations('deliveryZones.list');
  const money = useLocationMoney();
  const format = useFormatter();
  // A zone's dates are calendar days: shown as written, whatever the viewer's time zone.
  const day = (ymd: string) => format.dateTime(new Date(`${ymd}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <List disablePadding aria-label={t('label')} sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      {zones.map((zone) => (
        <ListItem
          key={zone._id}
          disablePadding
          divider
          data-testid="zone-row"
          secondaryAction={
            <Stack direction="row">
              <IconButton aria-label={t('edit', { name: zone.name })} onClick={() => onEdit(zone)}>
                <EditOutlined />
              </IconButton>
              <IconButton aria-label={t('delete', { name: zone.name })} onClick={() => onDelete(zone)} edge="end">
                <DeleteOutline />
              </IconButton>
            </Stack>
          }
        >
          <ListItemButton
            selected={zone._id === selectedId}
            onClick={() => onSelect(zone)}
            sx={{ pr: 12, alignItems: 'flex-start' }}
          >
            <Box
              aria-hidden
              sx={{ width: 14, height: 14, mt: 0.5, mr: 1.5, flexShrink: 0, borderRadius: 0.5, bgcolor: zone.colour }}
            />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>{zone.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('terms', {
                  fee: money.format(zone.delivery_rate),
                  minimum: money.format(zone.delivery_minimum_amount),
                })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {zone.allow_free_delivery && zone.free_delivery_order_value != null
                  ? t('freeFrom', { amount: money.format(zone.free_delivery_order_value) })
                  : t('noFree')}
              </Typography>
              {zone.is_custom_date && zone.from_date && zone.to_date && (
                <Typography variant="body2" color="text.secondary">
                  {t('dated', { from: day(zone.from_date), to: day(zone.to_date) })}
                </Typography>
              )}
              {extra?.(zone)}
            </Box>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
