import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';

type Period = 'today' | 'this_week' | 'custom';
const periods = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This week' },
  { value: 'custom', label: 'Custom', disabled: true },
] as const;

function Controlled({ onChange }: { onChange: (v: Period) => void }) {
  const [value, setValue] = useState<Period>('today');
  return (
    <NativeSelectField<Period>
      label="Period"
      value={value}
      onChange={(v) => {
        onChange(v);
        setValue(v);
      }}
      options={periods}
      helperText={value === 'this_week' ? 'Monday to today' : 'Since midnight'}
      error={value === 'this_week'}
      size="small"
    />
  );
}

test('a real select named by its label, with its options; choosing one reports its value and shows it', () => {
  const onChange = jest.fn();
  render(<Controlled onChange={onChange} />);
  const select = screen.getByRole('combobox', { name: 'Period' });
  expect(select.tagName).toBe('SELECT');
  expect(
    within(select)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Today', 'This week', 'Custom']);
  expect(within(select).getByRole('option', { name: 'Custom' })).toBeDisabled();
  expect(select).toHaveValue('today');
  expect(select).toHaveAccessibleDescription('Since midnight');
  expect(select).not.toHaveAttribute('aria-invalid', 'true');

  fireEvent.change(select, { target: { value: 'this_week' } });
  expect(onChange).toHaveBeenCalledWith('this_week');
  expect(select).toHaveValue('this_week');
  expect((within(select).getByRole('option', { name: 'This week' }) as HTMLOptionElement).selected).toBe(true);
  expect(select).toHaveAccessibleDescription('Monday to today');
  expect(select).toHaveAttribute('aria-invalid', 'true');
});

test('disabled and required reach the select', () => {
  render(
    <NativeSelectField
      label="Driver"
      value=""
      onChange={() => undefined}
      options={[{ value: '', label: 'Everyone' }]}
      disabled
      required
      name="driver"
    />,
  );
  const select = screen.getByRole('combobox', { name: /Driver/ });
  expect(select).toBeDisabled();
  expect(select).toBeRequired();
  expect(select).toHaveAttribute('name', 'driver');
  // The label says it is required as MUI's does; the asterisk is not read as part of the name.
  expect(screen.getByText('Driver').closest('label')).toHaveTextContent('Driver *');
  expect(select).toHaveAccessibleName('Driver');
});

test("the outlined field's parts: a label kept up naming the select, the outline's gap, the arrow, no MUI", () => {
  const { container } = render(
    <NativeSelectField label="Status" value="all" onChange={() => undefined} options={[]} size="small" id="status" />,
  );
  const label = container.querySelector('label');
  expect(label).toHaveAttribute('for', 'status');
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveAttribute('id', 'status');
  // The label's gap in the border: a hidden copy of the label in the outline's legend.
  const legend = container.querySelector('fieldset legend');
  expect(legend).toHaveTextContent('Status');
  expect(legend?.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(container.querySelector('select + svg')).toHaveAttribute('aria-hidden', 'true');
  // Plain elements: none of MUI's input classes.
  expect(container.querySelector('[class*="Mui"]')).toBeNull();
});

test("keeps MUI's inputs and Select out: the field imports nothing from MUI", () => {
  const source = readFileSync(join(__dirname, '../../../components/ui/form/NativeSelectField.tsx'), 'utf8');
  expect(source).not.toMatch(/from '@mui\//);
});

test('a choice made before the page hydrated is reported once hydrated, not put back', async () => {
  const { renderToString } = await import('react-dom/server');
  const ui = (onChange: (v: Period) => void) => (
    <NativeSelectField<Period> label="Period" value="today" onChange={onChange} options={periods} id="period" />
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => undefined));
  document.body.appendChild(container);
  // The person picks "This week" in the server's HTML, before React is there.
  (container.querySelector('select') as HTMLSelectElement).value = 'this_week';
  const onChange = jest.fn();
  await act(async () => {
    render(ui(onChange), { container, hydrate: true });
  });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('this_week');
});

test('a fresh mount reports nothing', () => {
  const onChange = jest.fn();
  render(<NativeSelectField label="Period" value="this_week" onChange={onChange} options={periods} />);
  expect(onChange).not.toHaveBeenCalled();
});
