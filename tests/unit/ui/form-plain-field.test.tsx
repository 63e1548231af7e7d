import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { FormPlainField } from '@/components/ui/form/FormPlainField';
import messages from '@/messages/en.json';

type Values = { guests: string; note: string };
let form: UseFormReturn<Values>;

function Form({ onForm }: { onForm: (f: UseFormReturn<Values>) => void }) {
  const form = useForm<Values>({ defaultValues: { guests: '4', note: '' } });
  useEffect(() => {
    onForm(form);
  }, [form, onForm]);
  return (
    <>
      <FormPlainField
        control={form.control}
        name="guests"
        label="Guests"
        hint="1 to 100 guests."
        endAdornment="guests"
        inputMode="numeric"
        required
      />
      <FormPlainField control={form.control} name="note" label="Note" multiline minRows={2} />
    </>
  );
}

const show = () =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <Form onForm={(f) => (form = f)} />
    </NextIntlClientProvider>,
  );

test('holds the form value, shows its hint, and takes what is typed in the field and the text area', () => {
  show();
  const guests = screen.getByRole('textbox', { name: 'Guests' });
  expect(guests).toHaveValue('4');
  expect(guests).toHaveAccessibleDescription('1 to 100 guests.');
  fireEvent.change(guests, { target: { value: '12' } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: 'Window seat' } });
  expect(form.getValues()).toEqual({ guests: '12', note: 'Window seat' });
});

test("a rule's error replaces the hint, translated, on the field marked invalid; what was typed stays", () => {
  show();
  const guests = screen.getByRole('textbox', { name: 'Guests' });
  fireEvent.change(guests, { target: { value: '500' } });
  act(() => form.setError('guests', { message: 'validation.required' }));
  expect(guests).toHaveAttribute('aria-invalid', 'true');
  expect(guests).toHaveAccessibleDescription(messages.validation.required);
  expect(guests).toHaveValue('500');
});
