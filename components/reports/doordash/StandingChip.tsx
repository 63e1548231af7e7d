'use client';
import { PlainChip, type PlainChipProps } from '@/components/ui/PlainChip';
import type { InvoiceStanding } from './doordash-tables';

const COLOR: Record<InvoiceStanding, PlainChipProps['color']> = {
  matched: 'success',
  differs: 'warning',
  duplicate: 'warning',
  missing_in_orders: 'error',
  missing_in_invoice: 'error',
  none: 'default',
};

/** How a DoorDash charge stands against the invoice, as a chip; the label is the status's text. */
export function StandingChip({ standing, label }: { standing: InvoiceStanding; label: string }) {
  return (
    <PlainChip
      label={label}
      color={COLOR[standing]}
      variant={standing === 'matched' || standing === 'none' ? 'outlined' : 'filled'}
      data-standing={standing}
    />
  );
}
