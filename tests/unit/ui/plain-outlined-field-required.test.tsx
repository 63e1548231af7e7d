import { render, screen } from '@testing-library/react';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { NativeSelectField } from '@/components/ui/form/NativeSelectField';

test("a required field shows MUI's mark after its label and in the notch, but its name stays the label", () => {
  const { container } = render(<PlainOutlinedField label="Button text" required value="" onChange={() => undefined} />);
  const input = screen.getByRole('textbox', { name: 'Button text' });
  expect(input).toBeRequired();
  expect(container.querySelector('label')!.textContent).toBe('Button text\u2009*');
  expect(container.querySelector('legend')!.textContent).toBe('Button text\u2009*');
  expect(container.querySelector('label [aria-hidden="true"]')!.textContent).toBe('\u2009*');
});

test('a field not required has no mark', () => {
  const { container } = render(<PlainOutlinedField label="Promotion link" value="" onChange={() => undefined} />);
  expect(screen.getByRole('textbox', { name: 'Promotion link' })).not.toBeRequired();
  expect(container.querySelector('label')!.textContent).toBe('Promotion link');
  expect(container.querySelector('legend')!.textContent).toBe('Promotion link');
});

test('a required select shows the same mark, from the same place', () => {
  const { container } = render(
    <NativeSelectField label="Placement" required value="left" onChange={() => undefined} options={[]} />,
  );
  expect(screen.getByRole('combobox', { name: 'Placement' })).toBeRequired();
  expect(container.querySelector('label')!.textContent).toBe('Placement\u2009*');
  expect(container.querySelector('legend')!.textContent).toBe('Placement\u2009*');
});
