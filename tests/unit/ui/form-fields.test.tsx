import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FormSelect } from '@/components/ui/form/FormSelect';
import { IdMultiSelect } from '@/components/ui/form/IdMultiSelect';
import { PhoneField } from '@/components/ui/form/PhoneField';
import messages from '@/messages/en.json';

type Values = { phone: string; kind: string; ids: string[] };
const show = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

function Phone() {
  const form = useForm<Values>({ defaultValues: { phone: '' } });
  return <PhoneField control={form.control} name="phone" label="Phone" />;
}

describe('PhoneField', () => {
  test('regroups as typed and puts the caret back after the digit typed in the middle', () => {
    jest.useFakeTimers();
    show(<Phone />);
    const input = screen.getByLabelText('Phone') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '514555019' } });
    expect(input).toHaveValue('(514) 555-019');
    // A 7 typed after "(514) 5": regrouped, the caret stays right after it.
    fireEvent.change(input, { target: { value: '(514) 5755-019', selectionStart: 8, selectionEnd: 8 } });
    expect(input).toHaveValue('(514) 575-5019');
    act(() => jest.runOnlyPendingTimers());
    expect(input.selectionStart).toBe(8);
    jest.useRealTimers();
  });
});

function Select({ loading, onValueChange }: { loading: boolean; onValueChange: (v: string) => void }) {
  const form = useForm<Values>({ defaultValues: { kind: '' } });
  const options = [
    { value: 'a', label: 'Alpha' },
    { value: 'b', label: 'Beta' },
  ];
  return (
    <FormSelect
      control={form.control}
      name="kind"
      label="Kind"
      options={options}
      loading={loading}
      onValueChange={onValueChange}
      hint="Pick one"
    />
  );
}

describe('FormSelect', () => {
  test('waits disabled while its options load, then reports the choice', () => {
    const onValueChange = jest.fn();
    const { rerender } = show(<Select loading onValueChange={onValueChange} />);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    rerender(
      <NextIntlClientProvider locale="en" messages={messages}>
        <Select loading={false} onValueChange={onValueChange} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText('Pick one')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByText('Beta'));
    expect(onValueChange).toHaveBeenCalledWith('b');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Beta');
  });
});

function Multi({ ids }: { ids: string[] }) {
  const form = useForm<Values>({ defaultValues: { ids } });
  const options = [
    { _id: 'i1', name: 'Burger', group: 'Mains' },
    { _id: 'i2', name: 'Cola', group: 'Drinks' },
  ];
  return (
    <IdMultiSelect
      control={form.control}
      name="ids"
      label="Items"
      options={options}
      loading={false}
      loadingText="Loading"
      noOptionsText="None"
      unknownText="Deleted item"
    />
  );
}

describe('IdMultiSelect', () => {
  test('shows the chosen names (an id no longer listed as such) and lists options under their group', () => {
    show(<Multi ids={['i1', 'gone']} />);
    expect(screen.getByRole('button', { name: 'Burger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deleted item' })).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Items' }));
    const list = screen.getByRole('listbox');
    expect(within(list).getByText('Mains')).toBeInTheDocument();
    expect(within(list).getByText('Drinks')).toBeInTheDocument();
  });
});
