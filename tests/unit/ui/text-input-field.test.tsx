import { ThemeProvider } from '@mui/material/styles';
import { TextField } from '@mui/material';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { theme } from '@/components/providers/theme';
import { TextInputField } from '@/components/ui/form/TextInputField';

const inTheme = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <TextInputField
      label="Business name"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      helperText={value.length > 3 ? 'Too long' : 'Up to 3 letters'}
      error={value.length > 3}
      required
      slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'raw' } }}
    />
  );
}

test('a labelled input described by its hint; an error marks it invalid and the hint says why', () => {
  inTheme(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'Business name' });
  expect(input).toBeRequired();
  expect(input).toHaveAccessibleDescription('Up to 3 letters');
  expect(input).toHaveAttribute('maxlength', '10');
  fireEvent.change(input, { target: { value: 'Bistro' } });
  expect(input).toHaveValue('Bistro');
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('Too long');
});

test('the same markup and theme defaults as MUI TextField (full width, normal margin), without its select', () => {
  const { container: ours } = inTheme(<TextInputField label="City" value="" onChange={() => undefined} id="city" />);
  const { container: mui } = inTheme(<TextField label="City" value="" onChange={() => undefined} id="city" />);
  const root = (c: HTMLElement) => c.firstElementChild as HTMLElement;
  expect(root(ours).className).toContain('MuiTextField-root');
  expect(root(ours).className).toContain('MuiFormControl-fullWidth');
  expect(root(ours).className).toContain('MuiFormControl-marginNormal');
  // Same structure: label, outlined input with its notched outline (the label's gap in the border).
  const shape = (c: HTMLElement) =>
    [...c.querySelectorAll('*')].map(
      (e) => `${e.tagName}:${e.getAttribute('id') ?? ''}:${e.getAttribute('for') ?? ''}`,
    );
  expect(shape(ours)).toEqual(shape(mui));
});

test('multiline, adornments and a label that stays up', () => {
  inTheme(
    <TextInputField
      label="Notes"
      multiline
      minRows={2}
      defaultValue="Table by the window"
      slotProps={{ inputLabel: { shrink: true }, input: { endAdornment: <span>kg</span> } }}
    />,
  );
  const area = screen.getByRole('textbox', { name: 'Notes' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(screen.getByText('kg')).toBeInTheDocument();
  expect(document.querySelector('label')).toHaveAttribute('data-shrink', 'true');
});

test('a label kept up over an empty field leaves its gap in the outline, as TextField does', () => {
  const legend = (ui: React.ReactElement) => inTheme(ui).container.querySelector('legend')?.className;
  const shrunk = { inputLabel: { shrink: true } };
  const plain = legend(<TextField label="Notes" />);
  const notched = legend(<TextField label="Notes" slotProps={shrunk} />);
  expect(notched).not.toBe(plain);
  expect(legend(<TextInputField label="Notes" slotProps={shrunk} />)).toBe(notched);
  expect(legend(<TextInputField label="Notes" />)).toBe(plain);
});
