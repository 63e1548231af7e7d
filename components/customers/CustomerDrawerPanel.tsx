'use client';
import Block from '@mui/icons-material/Block';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOpen from '@mui/icons-material/LockOpen';
import { Alert, Box, Button, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { DetailDrawer } from '@/components/ui/DetailDrawer';
import type { Customer } from '@/lib/contract';
import { CustomerOrders } from './CustomerOrders';
import { useCustomerFormat } from './use-customer-format';

export interface CustomerDrawerProps {
  /** The customer shown; null closes the drawer. */
  customer: Customer | null;
  /** The figures are those of the list's period, not all time's: the labels say so. */
  inPeriod: boolean;
  onClose: () => void;
  onBlock: (customer: Customer) => void;
  onDelete: (customer: Customer) => void;
}

/** One customer: how to reach them, their figures, block and delete (the phone's only way), their orders. */
export function CustomerDrawerPanel({ customer: asked, inPeriod, onClose, onBlock, onDelete }: CustomerDrawerProps) {
  const t = useTranslations('customers');
  const fmt = useCustomerFormat();
  // While the drawer slides out, it still shows whom it showed.
  const [customer, setCustomer] = useState(asked);
  if (asked && asked !== customer) setCustomer(asked);
  const phone = customer && fmt.phone(customer.phone);
  const facts: [string, ReactNode][] = customer
    ? [
        [
          t('drawer.email'),
          customer.email ? <Link href={`mailto:${customer.email}`}>{customer.email}</Link> : t('notGiven'),
        ],
        [t('drawer.phone'), phone ? <Link href={`tel:${customer.phone}`}>{phone}</Link> : t('notGiven')],
        [t(inPeriod ? 'periodColumns.orders' : 'drawer.orderCount'), customer.order_count],
        [t(inPeriod ? 'periodColumns.totalSpent' : 'drawer.totalSpent'), fmt.money(customer.total_spent)],
        [t(inPeriod ? 'periodColumns.lastOrder' : 'drawer.lastOrder'), fmt.dayTime(customer.last_order_at)],
      ]
    : [];

  return (
    <DetailDrawer
      open={!!asked}
      onClose={onClose}
      title={customer?.name}
      closeLabel={t('drawer.close')}
      badge={customer?.blocked && <Chip color="error" variant="outlined" label={t('blocked')} />}
    >
      {customer && (
        <Stack spacing={2.5}>
          {customer.blocked && <Alert severity="warning">{t('drawer.blockedNote')}</Alert>}
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 2, rowGap: 1 }}
          >
            {facts.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={customer.blocked ? <LockOpen /> : <Block />}
              onClick={() => onBlock(customer)}
            >
              {customer.blocked ? t('actions.unblock') : t('actions.block')}
            </Button>
            <Button variant="outlined" color="error" startIcon={<DeleteOutlined />} onClick={() => onDelete(customer)}>
              {t('actions.delete')}
            </Button>
          </Stack>
          <Divider />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('drawer.orders')}
          </Typography>
          <CustomerOrders customerId={customer._id} name={customer.name} />
        </Stack>
      )}
    </DetailDrawer>
  );
}
