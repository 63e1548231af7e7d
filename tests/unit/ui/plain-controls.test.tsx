import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChangeEvent } from 'react';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { PlainButton, PlainIconButton } from '@/components/ui/PlainButton';
import { PlainCheckbox } from '@/components/ui/PlainCheckbox';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainSubmitButton } from '@/components/ui/form/PlainSubmitButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { renderScreen } from '../support/render';

/**
 * The plain controls that stand in for MUI's on the first load of every page (ListStates, the
 * page header) and of the dashboard and the menu: same roles, names and states as MUI's.
 */

test('PlainButton is a real button named by its text, its start icon hidden from screen readers', () => {
  const onClick = jest.fn();
  render(
    <PlainButton variant="contained" startIcon={<PlainIcon path="M0 0h24v24H0z" />} onClick={onClick}>
      Add category
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: 'Add category' });
  // Not a submit button by accident inside a form.
  expect(button).toHaveAttribute('type', 'button');
  expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  fireEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('a busy PlainButton cannot be pressed twice: disabled, aria-busy, a spinner in place of its icon', () => {
  const onClick = jest.fn();
  const { rerender } = render(
    <PlainButton busy={false} startIcon={<PlainIcon path="M0 0h24v24H0z" />} onClick={onClick}>
      Export
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: 'Export' });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-busy', 'false');
  rerender(
    <PlainButton busy startIcon={<PlainIcon path="M0 0h24v24H0z" />} onClick={onClick}>
      Export
    </PlainButton>,
  );
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button.querySelector('svg')).toBeNull();
  expect(button.querySelector('[role="presentation"]')).not.toBeNull();
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('PlainSubmitButton submits its form, and not while busy', () => {
  const onSubmit = jest.fn((e: React.FormEvent) => e.preventDefault());
  const { rerender } = render(
    <form onSubmit={onSubmit}>
      <PlainSubmitButton busy={false}>Save</PlainSubmitButton>
    </form>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
  rerender(
    <form onSubmit={onSubmit}>
      <PlainSubmitButton busy>Save</PlainSubmitButton>
    </form>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a disabled PlainButton cannot be pressed', () => {
  const onClick = jest.fn();
  render(
    <PlainButton disabled onClick={onClick}>
      Copy menu
    </PlainButton>,
  );
  const button = screen.getByRole('button', { name: 'Copy menu' });
  expect(button).toBeDisabled();
  fireEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('PlainIconButton is named by its label and keeps its pressed state', () => {
  render(
    <PlainIconButton aria-label="Mute the new-order sound" aria-pressed>
      <PlainIcon path="M0 0h24v24H0z" small />
    </PlainIconButton>,
  );
  expect(screen.getByRole('button', { name: 'Mute the new-order sound', pressed: true })).toBeInTheDocument();
});

test('PlainCheckbox is a named checkbox; partly ticked is drawn, not checked, as with MUI', () => {
  const asked: boolean[] = [];
  const onChange = (e: ChangeEvent<HTMLInputElement>) => asked.push(e.target.checked);
  const { rerender } = render(<PlainCheckbox checked={false} onChange={onChange} aria-label="Select Cola" />);
  const box = screen.getByRole('checkbox', { name: 'Select Cola' });
  expect(box).not.toBeChecked();
  fireEvent.click(box);
  expect(asked).toEqual([true]);

  rerender(<PlainCheckbox checked={false} indeterminate onChange={onChange} aria-label="Select Cola" />);
  expect(box).not.toBeChecked();
  expect(box).toHaveAttribute('data-indeterminate', 'true');

  rerender(<PlainCheckbox checked={false} disabled onChange={onChange} aria-label="Select Cola" />);
  expect(box).toBeDisabled();
});

test('ListError is an alert with the reason and a Retry button', () => {
  const onRetry = jest.fn();
  renderScreen(<ListError message="Server down" onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Server down');
  fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('ListEmpty names the empty list in a heading, says why and offers its action', () => {
  render(<ListEmpty title="No categories yet" text="Add one to start." action={<button>Add</button>} />);
  expect(screen.getByRole('heading', { level: 2, name: 'No categories yet' })).toBeInTheDocument();
  expect(screen.getByText('Add one to start.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
});

test('ListSkeleton is a busy placeholder named by its label, one box per row', () => {
  const { container } = render(<ListSkeleton label="Loading the menu" rows={4} />);
  const busy = container.querySelector('[aria-busy="true"]');
  expect(busy).toHaveAttribute('aria-label', 'Loading the menu');
  expect(busy?.children).toHaveLength(4);
});

test('PlainChip reads as its text where it stands: no role, its icon hidden, attributes passed on', () => {
  render(
    <table>
      <tbody>
        <tr>
          <td>
            <PlainChip
              color="warning"
              variant="outlined"
              icon="M0 0h24v24H0z"
              label="2 open shifts"
              data-standing="x"
            />
          </td>
        </tr>
      </tbody>
    </table>,
  );
  const cell = screen.getByRole('cell', { name: '2 open shifts' });
  const chip = within(cell).getByText('2 open shifts').parentElement!;
  expect(chip).toHaveAttribute('data-standing', 'x');
  // A status, not a control: nothing to focus or press.
  expect(within(cell).queryByRole('button')).toBeNull();
  expect(chip.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

test('PlainChip without an icon draws none', () => {
  render(<PlainChip label="Matched" color="success" />);
  expect(screen.getByText('Matched').parentElement!.querySelector('svg')).toBeNull();
});

test("PlainChip takes MUI's medium size: the class that makes it 32px high", () => {
  render(<PlainChip label="New" color="info" size="medium" />);
  expect(screen.getByText('New').parentElement).toHaveClass('chip', 'filled', 'info', 'medium');
  render(<PlainChip label="Ready" color="secondary" />);
  expect(screen.getByText('Ready').parentElement).not.toHaveClass('medium');
});

// What every main page, the dashboard, the menu, the timesheet report, the employees and the
// reservation setup show at once: MUI's components there put Button, ButtonBase, Alert, Tabs,
// inputs … back on the first load (issue 11's 250 KB budget) and its styles in the page's HTML.
const FIRST_LOAD_FILES = [
  'components/ui/ListStates.tsx',
  'components/ui/PageHeader.tsx',
  'components/ui/FigureTiles.tsx',
  'app/(main)/dashboard/page.tsx',
  'components/dashboard/DashboardFigures.tsx',
  'components/dashboard/FigureStrip.tsx',
  'components/dashboard/HydratedSalesOverview.tsx',
  'components/dashboard/SalesOverview.tsx',
  'components/dashboard/SalesSummary.tsx',
  'components/ui/PlainToggleGroup.tsx',
  'components/orders/board/OrderBoard.tsx',
  'components/orders/board/DndBoard.tsx',
  'components/orders/board/BoardColumn.tsx',
  'components/orders/board/BoardSkeleton.tsx',
  'components/orders/board/OrderCard.tsx',
  'components/orders/board/MoreCards.tsx',
  'components/orders/board/SoundControls.tsx',
  'components/menu/MenuManager.tsx',
  'components/menu/MenuToolbar.tsx',
  'components/menu/list/MenuTab.tsx',
  'components/menu/list/MenuList.tsx',
  'components/menu/list/CategoryRowView.tsx',
  'components/menu/list/ItemRowView.tsx',
  'components/menu/list/AvailabilityChip.tsx',
  'components/menu/list/DragHandle.tsx',
  'components/menu/list/RowActions.tsx',
  'components/menu/list/RowFrame.tsx',
  'components/menu/tools/CsvExportButton.tsx',
  'components/menu/tools/CsvImportButton.tsx',
  'components/menu/tools/CloverImportButton.tsx',
  'components/ui/PlainChip.tsx',
  'components/orders/OrderStatusChip.tsx',
  'components/staff/StaffManager.tsx',
  'components/staff/StaffTable.tsx',
  'components/customers/CustomersScreen.tsx',
  'components/customers/CustomersToolbar.tsx',
  'components/orders/future/FutureOrdersScreen.tsx',
  'components/orders/history/OrderHistoryScreen.tsx',
  'components/orders/history/HistoryFilters.tsx',
  'components/reservations/ReservationSetup.tsx',
  'components/reservations/SetupSection.tsx',
  'components/reservations/BookingPageUrl.tsx',
  'components/reservations/BookingRules.tsx',
  'components/ui/form/DayHours.tsx',
  'components/reports/timesheet/DailyLimitField.tsx',
];

test.each(FIRST_LOAD_FILES)('%s imports nothing from MUI', (file) => {
  expect(readFileSync(join(__dirname, '../../..', file), 'utf8')).not.toMatch(/from '@mui\//);
});
