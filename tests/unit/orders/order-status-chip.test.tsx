import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { OrderStatusChip } from '@/components/orders/OrderStatusChip';
import fr from '@/messages/fr.json';
import { renderScreen } from '../support/render';

// The colours the order lists had with MUI's Chip: a merchant tells "new" from "ready" at a glance.
test.each([
  ['new', 'New', 'filled', 'info'],
  ['confirmed', 'Confirmed', 'filled', 'primary'],
  ['ready_for_pickup', 'Ready for pickup', 'filled', 'secondary'],
  ['on_delivery', 'On delivery', 'filled', 'secondary'],
  ['completed', 'Completed', 'filled', 'success'],
  ['cancelled', 'Cancelled', 'outlined', 'default'],
] as const)('an order %s reads "%s", %s in the %s colour', (status, text, variant, colour) => {
  renderScreen(<OrderStatusChip status={status} />);
  expect(screen.getByText(text).parentElement).toHaveClass(variant, colour);
});

test("the order drawer's chip is the medium one, in French too", () => {
  render(
    <NextIntlClientProvider locale="fr" messages={fr} timeZone="America/Toronto">
      <OrderStatusChip status="new" size="medium" />
    </NextIntlClientProvider>,
  );
  expect(screen.getByText('Nouvelle').parentElement).toHaveClass('medium');
});
