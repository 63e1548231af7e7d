import { fireEvent, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { PlainOutlinedField, SearchGlyph } from '@/components/ui/form/PlainOutlinedField';

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <PlainOutlinedField
      floatingLabel
      label="Business name"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      helperText={value.length > 3 ? 'Too long' : 'Up to 3 letters'}
      error={value.length > 3}
      maxLength={10}
    />
  );
}

test('a labelled input described by its hint; an error marks it invalid and the hint says why', () => {
  render(<Controlled />);
  const input = screen.getByRole('textbox', { name: 'Business name' });
  expect(input).toHaveAccessibleDescription('Up to 3 letters');
  expect(input).not.toBeInvalid();
  expect(input).toHaveAttribute('maxlength', '10');

  fireEvent.change(input, { target: { value: 'Bistro' } });
  expect(input).toHaveValue('Bistro');
  expect(input).toBeInvalid();
  expect(input).toHaveAccessibleDescription('Too long');
});

test('a search with its icon: a searchbox named by its label, the icon hidden from screen readers', () => {
  const ref = createRef<HTMLInputElement>();
  render(<PlainOutlinedField type="search" label="Search" startIcon={<SearchGlyph />} inputRef={ref} />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  expect(ref.current).toBe(input);
  // Only the label names it: the notch's copy of the label and the icon are hidden.
  expect(screen.getAllByText('Search')).toHaveLength(2);
  expect(screen.getAllByText('Search')[1]!.closest('[aria-hidden="true"]')).not.toBeNull();
  expect(input).not.toHaveAccessibleDescription();
});

test('an end button sits in the field and is reachable by its name', () => {
  render(
    <PlainOutlinedField type="password" label="Password" endAdornment={<button type="button">Show password</button>} />,
  );
  expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
});

test('multiline: a text area of at least its rows, still named and described; code is not spell-checked', () => {
  render(
    <PlainOutlinedField
      label="Body script"
      multiline
      minRows={2}
      code
      helperText="Kept as text"
      value=""
      onChange={jest.fn()}
    />,
  );
  const area = screen.getByRole('textbox', { name: 'Body script' });
  expect(area.tagName).toBe('TEXTAREA');
  expect(area).toHaveAttribute('rows', '2');
  expect(area).toHaveAttribute('spellcheck', 'false');
  expect(area).toHaveAccessibleDescription('Kept as text');
});

test('a text beside the input (a unit, a currency sign) is shown in the field, not in its name', () => {
  render(<PlainOutlinedField label="Slot length" endAdornment="min" startIcon="CA$" value="15" onChange={jest.fn()} />);
  const input = screen.getByRole('textbox', { name: 'Slot length' });
  expect(screen.getByText('min')).toBeInTheDocument();
  expect(screen.getByText('CA$')).toBeInTheDocument();
  expect(input).not.toHaveAccessibleDescription();
});
