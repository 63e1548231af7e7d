'use client';
import { useTranslations } from 'next-intl';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '@/components/ui/form/FormTextField';

interface Props<T extends FieldValues & { code: string }, TOut extends FieldValues> {
  control: Control<T, unknown, TOut>;
  autoFocus?: boolean;
}

/** The card's code as it is read off the card: any case, spaces or dashes between the groups. */
export function CodeField<T extends FieldValues & { code: string }, TOut extends FieldValues>({
  control,
  autoFocus,
}: Props<T, TOut>) {
  const t = useTranslations('giftCards.form');
  return (
    <FormTextField
      control={control}
      name={'code' as Path<T>}
      label={t('code')}
      hint={t('codeHint')}
      required
      autoFocus={autoFocus}
      fullWidth
      slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false } }}
    />
  );
}
