'use client';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField } from '@/components/ui/form/PasswordField';

interface Props<T extends FieldValues> {
  control: Control<T>;
  texts: { password: string; hint: string; confirmation: string };
}

/**
 * A new password and its confirmation (`password`, `password_confirmation`), as sign-up, reset and
 * change all ask for them: the browser offers to generate and save the new password.
 */
export function NewPasswordFields<T extends FieldValues>({ control, texts }: Props<T>) {
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as FieldPath<T>}
        label={texts.password}
        autoComplete="new-password"
        hint={texts.hint}
      />
      <PasswordField
        control={control}
        name={'password_confirmation' as FieldPath<T>}
        label={texts.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}
