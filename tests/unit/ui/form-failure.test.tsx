import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { useForm } from 'react-hook-form';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { FormDialog } from '@/components/ui/form/FormDialog';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { useFormDialog } from '@/components/ui/form/use-form-dialog';
import { useFormFailure, type SendOptions } from '@/components/ui/form/use-form-failure';
import { ApiError } from '@/lib/api/api-error';
import messages from '@/messages/en.json';

type Values = { name: string; city: string };
/** What the fake save does with the callbacks `sending()` gave it. */
let settle: (cb: { onSuccess?: (d: unknown) => void; onError: (e: Error) => void }) => void;
const fail = (err: Error) => (settle = (cb) => cb.onError(err));

function Form({ bound = true, send }: { bound?: boolean; send?: SendOptions<unknown> }) {
  const form = useForm<Values>({ defaultValues: { name: '', city: '' } });
  const failure = useFormFailure(bound ? form.setError : undefined, ['name', 'city']);
  return (
    <form onSubmit={form.handleSubmit(() => settle(failure.sending(send)))} noValidate>
      <FailureAlert message={failure.message} />
      <FormTextField control={form.control} name="name" label="Name" />
      <FormTextField control={form.control} name="city" label="City" />
      <button type="submit">Save</button>
    </form>
  );
}

const show = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const invalid = (errors: Record<string, string[]>) => new ApiError(422, 'The data is invalid.', errors);

describe('useFormFailure', () => {
  test('server field errors land on their fields, the first one focused, and what was typed stays', async () => {
    fail(invalid({ city: ['Unknown city.'], name: ['Too long.'] }));
    show(<Form />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'A very long name' } });
    save();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('Unknown city.'));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Too long.');
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('A very long name');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failure no field takes shows in the alert, and the next save clears it', async () => {
    fail(invalid({ country: ['Not served.'] }));
    show(<Form />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The data is invalid.');
    settle = () => {};
    save();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  test('onFailure may take a failure no field took; otherwise the alert still shows it', async () => {
    const taken = jest.fn(() => true);
    fail(new ApiError(409, 'Conflict.'));
    const { unmount } = show(<Form send={{ onFailure: taken }} />);
    save();
    await waitFor(() => expect(taken).toHaveBeenCalledWith(expect.objectContaining({ status: 409 })));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    unmount();

    show(<Form send={{ onFailure: () => false }} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Conflict.');
  });

  test('fields given with a save replace the form-wide ones for that save', async () => {
    fail(invalid({ city: ['Unknown city.'] }));
    show(<Form send={{ fields: ['name'] }} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('The data is invalid.');
    expect(screen.getByLabelText('City')).not.toHaveAccessibleDescription('Unknown city.');
  });

  test('without bound fields the server’s first field text is the failure, else its message', async () => {
    fail(invalid({ rows: ['Row 3 has no name.'] }));
    const { unmount } = show(<Form bound={false} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Row 3 has no name.');
    unmount();

    fail(new ApiError(0, 'Network error.'));
    show(<Form bound={false} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error.');
  });
});

function Dialog({ onExited, onSaved }: { onExited: () => void; onSaved: () => void }) {
  const form = useForm<Values>({ defaultValues: { name: '', city: '' } });
  const dialog = useFormDialog(form.setError, ['name']);
  const onSubmit = form.handleSubmit(() => settle(dialog.sending({ onSuccess: onSaved })));
  return (
    <FormDialog
      {...dialog.props}
      onExited={onExited}
      busy={false}
      title="Edit"
      cancelLabel="Cancel"
      submitLabel="Save"
      onSubmit={onSubmit}
    >
      <FormTextField control={form.control} name="name" label="Name" />
    </FormDialog>
  );
}

describe('useFormDialog', () => {
  test('a failure keeps the dialog open with its alert; a success closes it', async () => {
    const onExited = jest.fn();
    const onSaved = jest.fn();
    fail(new ApiError(429, 'Too many attempts.'));
    show(<Dialog onExited={onExited} onSaved={onSaved} />);
    save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    settle = (cb) => act(() => cb.onSuccess?.({}));
    save();
    await waitFor(() => expect(onExited).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  test('cancel closes without saving', async () => {
    const onExited = jest.fn();
    settle = jest.fn();
    show(<Dialog onExited={onExited} onSaved={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onExited).toHaveBeenCalled());
    expect(settle).not.toHaveBeenCalled();
  });
});
