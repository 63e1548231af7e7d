'use client';
import { Box, Divider, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract';
import { useOrderFormat } from '../use-order-format';
import { DrawerLine } from './DrawerLine';

/** A money line of the totals. */
const Line = ({ label, value, total }: { label: string; value: string; total?: boolean }) => (
  <DrawerLine label={label} look={total ? 'total' : 'amount'}>
    {value}
  </DrawerLine>
);

/** Items with their modifiers, then the totals exactly as the server computed them (cents). */
export function OrderItems({ order }: { order: Order }) {
  const t = useTranslations('orders.drawer');
  const fmt = useOrderFormat();
  const money = fmt.money;
  return (
    <Stack spacing={1.5}>
      <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('items')}>
        {order.items.map((item, i) => {
          // Integer cents throughout: unit price plus its modifiers, times the quantity.
          const unit = item.price + item.modifiers.reduce((sum, m) => sum + m.price, 0);
          return (
            <Box component="li" key={`${item._id ?? item.name}-${i}`}>
              <Line
                label={t('itemLine', { quantity: item.quantity, name: item.name })}
                value={money(unit * item.quantity)}
              />
              {item.modifiers.map((m, j) => (
                <Stack key={j} direction="row" sx={{ justifyContent: 'space-between', pl: 2 }}>
                  <Typography variant="body2" color="text.secondary">
                    + {m.name}
                  </Typography>
                  {m.price !== 0 && (
                    <Typography variant="body2" color="text.secondary">
                      {money(m.price)}
                    </Typography>
                  )}
                </Stack>
              ))}
              {item.notes && (
                <Typography variant="body2" color="text.secondary" sx={{ pl: 2, fontStyle: 'italic' }}>
                  {t('itemNotes', { notes: item.notes })}
                </Typography>
              )}
            </Box>
          );
        })}
      </Stack>
      <Divider />
      <Stack spacing={0.5}>
        <Line label={t('subtotal')} value={money(order.subtotal)} />
        {order.discount > 0 && <Line label={t('discount')} value={money(-order.discount)} />}
        <Line label={t('tax')} value={money(order.tax)} />
        {order.tip > 0 && <Line label={t('tip')} value={money(order.tip)} />}
        {order.delivery_fee > 0 && <Line label={t('deliveryFee')} value={money(order.delivery_fee)} />}
        {order.service_fee > 0 && <Line label={t('serviceFee')} value={money(order.service_fee)} />}
        <Line label={t('total')} value={money(order.total)} total />
      </Stack>
    </Stack>
  );
}
