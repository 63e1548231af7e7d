import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState } from 'react';
import { theme } from '@/components/providers/theme';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';
import { TextInputField } from '@/components/ui/form/TextInputField';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

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
  inTheme(<Controlled onChange={onChange} />);
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
  inTheme(
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
  expect(select.closest('.MuiInputBase-root')).toHaveClass('Mui-disabled');
});

test("the outlined text field's look: a label kept up over the outline's gap, the arrow at the end, the size", () => {
  const { container: ours } = inTheme(
    <NativeSelectField label="Status" value="all" onChange={() => undefined} options={[]} size="small" id="status" />,
  );
  const { container: text } = inTheme(
    <TextInputField label="Status" size="small" id="status" slotProps={{ inputLabel: { shrink: true } }} />,
  );
  const label = ours.querySelector('label');
  expect(label).toHaveAttribute('data-shrink', 'true');
  expect(label).toHaveAttribute('for', 'status');
  expect(label?.className).toBe(text.querySelector('label')?.className);
  // The label's gap in the border and the outline itself, as on a text field with its label up.
  expect(ours.querySelector('legend')?.className).toBe(text.querySelector('legend')?.className);
  expect(ours.querySelector('legend')).toHaveTextContent('Status');
  const root = ours.querySelector('.MuiInputBase-root');
  expect(root).toHaveClass('MuiOutlinedInput-root', 'MuiInputBase-sizeSmall');
  expect(ours.querySelector('select')).toHaveClass('MuiInputBase-input', 'MuiOutlinedInput-input');
  expect(ours.querySelector('select + svg')).toHaveAttribute('aria-hidden', 'true');
  // Not full width unless asked (filters sit in a row); the theme's text fields are.
  expect(ours.firstElementChild).not.toHaveClass('MuiFormControl-fullWidth');
});

test("keeps MUI's Select and its menu out: the field imports none of them", () => {
  const source = readFileSync(join(__dirname, '../../../components/ui/form/NativeSelectField.tsx'), 'utf8');
  const imported = [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@mui\/material[^']*'/g)]
    .flatMap((m) => m[1].split(','))
    .map((name) => name.replace(/^\s*type\s+/, '').trim())
    .filter(Boolean);
  expect(imported).toContain('OutlinedInput');
  for (const heavy of ['Select', 'NativeSelect', 'TextField', 'Menu', 'MenuItem', 'Popover', 'Modal'])
    expect(imported).not.toContain(heavy);
  expect(source).not.toMatch(/from '@mui\/material\/(Select|TextField|Menu|Popover|Modal)/);
});

test('a choice made before the page hydrated is reported once hydrated, not put back', async () => {
  const { renderToString } = await import('react-dom/server');
  const ui = (onChange: (v: Period) => void) => (
    <ThemeProvider theme={theme}>
      <NativeSelectField<Period> label="Period" value="today" onChange={onChange} options={periods} id="period" />
    </ThemeProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui(() => undefined));
  document.body.appendChild(container);
  // The person picks "This week" in the server's HTML, before React is there.
  (container.querySelector('select') as HTMLSelectElement).value = 'this_week';
  const onChange = jest.fn();
  render(ui(onChange), { container, hydrate: true });
  expect(onChange).toHaveBeenCalledTimes(1);
  expect(onChange).toHaveBeenCalledWith('this_week');
});

test('a fresh mount reports nothing', () => {
  const onChange = jest.fn();
  inTheme(<NativeSelectField label="Period" value="this_week" onChange={onChange} options={periods} />);
  expect(onChange).not.toHaveBeenCalled();
});
