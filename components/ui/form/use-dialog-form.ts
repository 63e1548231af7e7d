'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useFormDialog } from './use-form-dialog';

/**
 * The opening of every form in a FormDialog or FormDrawer mounted per opening: react-hook-form on
 * the zod schema (typed text in, request values out), starting from `defaultValues`, and the
 * frame's state from useFormDialog, whose server errors land on `serverFields`.
 */
export function useDialogForm<In extends FieldValues, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: DefaultValues<In>,
  serverFields: readonly string[] = [],
) {
  const form = useForm<In, unknown, Out>({ resolver: zodResolver(schema), defaultValues });
  const dialog = useFormDialog(form.setError, serverFields);
  return { form, dialog };
}
