'use client';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useDialogForm } from '@/components/ui/form/use-dialog-form';

/** A mutation that sends the form's values as they are (issue, reload, redeem). */
interface SendMutation<Out> {
  isPending: boolean;
  mutate: (values: Out, callbacks: { onSuccess?: (data: unknown) => void; onError: (err: Error) => void }) => void;
}

/**
 * A FormDialog whose values are the request: the form (useDialogForm) and the frame's props,
 * busy while sending; the server's field errors land on `fields` and a success closes it.
 */
export function useSendForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  fields: readonly string[],
  send: SendMutation<Out>,
) {
  const { form, dialog } = useDialogForm(schema, defaultValues, fields);
  const onSubmit = form.handleSubmit((values) => send.mutate(values, dialog.sending()));
  return { form, frame: { ...dialog.props, busy: send.isPending, onSubmit } };
}
