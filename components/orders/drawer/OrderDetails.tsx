'use client';
import { Link, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Order } from '@/lib/contract';
import { useOrderFormat } from '../use-order-format';
import { DrawerLine } from './DrawerLine';
import { Section } from './Section';

/** Times, customer, delivery address, payment and driver of one order. */
export function OrderDetails({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const fmt = useOrderFormat();
  const { customer, driver } = order;
  return (
    <>
      <Section title={t('drawer.times')}>
        <DrawerLine label={t('drawer.created')}>{fmt.dateTime(order.created_at)}</DrawerLine>
        <DrawerLine label={t('drawer.due')}>
          {order.scheduled_at ? fmt.dateTime(order.scheduled_at) : t('asap')}
        </DrawerLine>
        {order.preparation_time != null && (
          <DrawerLine label={t('drawer.preparation')}>
            {t('drawer.minutes', { minutes: order.preparation_time })}
          </DrawerLine>
        )}
        {order.completed_at && (
          <DrawerLine label={t('drawer.completed')}>{fmt.dateTime(order.completed_at)}</DrawerLine>
        )}
      </Section>
      <Section title={t('drawer.customer')}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {customer.name || order.customer_name}
        </Typography>
        {customer.phone && (
          <Link href={`tel:${customer.phone}`} variant="body2" sx={{ display: 'block' }}>
            {customer.phone}
          </Link>
        )}
        {customer.email && (
          <Link href={`mailto:${customer.email}`} variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {customer.email}
          </Link>
        )}
      </Section>
      {order.address && (
        <Section title={t('drawer.address')}>
          <Typography variant="body2">{order.address}</Typography>
          {order.apartment_suite_no && (
            <Typography variant="body2">{t('drawer.apartment', { value: order.apartment_suite_no })}</Typography>
          )}
          {order.buzzer_code && (
            <Typography variant="body2">{t('drawer.buzzer', { value: order.buzzer_code })}</Typography>
          )}
        </Section>
      )}
      <Section title={t('drawer.payment')}>
        <Typography variant="body2">{t(`payment.${order.payment_mode}`)}</Typography>
      </Section>
      {driver && (
        <Section title={t('drawer.driver')}>
          <Typography variant="body2">
            {driver.status === 'requested'
              ? t('drawer.driverRequested', { at: fmt.dateTime(driver.requested_at) })
              : t('drawer.driverCancelled')}
          </Typography>
          {driver.name && <Typography variant="body2">{t('drawer.driverName', { name: driver.name })}</Typography>}
        </Section>
      )}
    </>
  );
}
