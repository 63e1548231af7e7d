import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { FormNativeSelect } from '@/components/ui/form/FormNativeSelect';
import { renderScreen } from '../support/render';

type Values = { tone: string };
const TONES = [
  { value: 'chime', label: 'Chime' },
  { value: 'bell', label: 'Bell' },
];

// Bell is refused with a rule key, as the contract's rules are: the field shows it translated.
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.tone === 'bell'
    ? { values: {}, errors: { tone: { type: 'validation', message: 'validation.required' } } }
    : { values, errors: {} };

function ToneForm({ onSave }: { onSave: (v: Values) => void }) {
  const form = useForm<Values>({ resolver, defaultValues: { tone: 'chime' } });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <FormNativeSelect control={form.control} name="tone" label="Tone" hint="Played on a new order" options={TONES} />
      <button type="submit">Save</button>
    </form>
  );
}

test('the form value is the chosen option; a refused choice shows its rule under the field', async () => {
  const onSave = jest.fn();
  renderScreen(<ToneForm onSave={onSave} />);
  const select = screen.getByRole('combobox', { name: 'Tone' });
  expect(select.tagName).toBe('SELECT');
  expect(select).toHaveDisplayValue('Chime');
  expect(select).toHaveAccessibleDescription('Played on a new order');

  fireEvent.change(select, { target: { value: 'bell' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(select).toHaveAccessibleDescription('This field is required.'));
  expect(select).toHaveAttribute('aria-invalid', 'true');
  expect(onSave).not.toHaveBeenCalled();

  fireEvent.change(select, { target: { value: 'chime' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledWith({ tone: 'chime' }, expect.anything()));
  expect(select).toHaveAccessibleDescription('Played on a new order');
});
