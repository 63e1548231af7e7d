'use client';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { SaveVariables } from '@/lib/api/resource-calls';
import { useDialogForm } from './use-dialog-form';

/** A save hook's mutation (useSaveTax, useSaveCategory …) as the form uses it. */
interface SaveMutation<B> {
  isPending: boolean;
  mutate: (
    v: SaveVariables<B>,
    callbacks: { onSuccess?: (data: unknown) => void; onError: (err: Error) => void },
  ) => void;
}

interface Options<In extends FieldValues, Out extends FieldValues, B> {
  schema: z.ZodType<Out, In>;
  defaultValues: DefaultValues<In>;
  /** The entity being edited; undefined creates one. */
  id: string | undefined;
  save: SaveMutation<B>;
  toRequest: (values: Out) => B;
  /** Where the server's field errors may land; a function when they depend on what was sent. */
  serverFields?: readonly string[] | ((values: Out) => readonly string[]);
}

/**
 * A create/edit form in a FormDialog or FormDrawer, saved by one save hook: the form (useDialogForm)
 * and `frame`, the frame's props (open, failure, onCancel, busy while saving, and the submit that
 * sends the request with the id). A successful save closes the frame.
 */
export function useSaveForm<In extends FieldValues, Out extends FieldValues, B>({
  schema,
  defaultValues,
  id,
  save,
  toRequest,
  serverFields = [],
}: Options<In, Out, B>) {
  const { form, dialog } = useDialogForm(schema, defaultValues, typeof serverFields === 'function' ? [] : serverFields);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      { id, body: toRequest(values) },
      dialog.sending(typeof serverFields === 'function' ? { fields: serverFields(values) } : {}),
    ),
  );
  return { form, frame: { ...dialog.props, busy: save.isPending, onSubmit } };
}
