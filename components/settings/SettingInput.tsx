'use client';
import { InputAdornment } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Control } from 'react-hook-form';
import { FormNativeSelect } from '@/components/ui/form/FormNativeSelect';
import { FormSwitch } from '@/components/ui/form/FormSwitch';
import { FormTextField } from '@/components/ui/form/FormTextField';
import { MoneyField } from '@/components/ui/form/MoneyField';
import { settingPath, type SettingField } from '@/lib/contract/settings-field-descriptor';
import type { FormValues } from './setting-fields';

interface Props {
  field: SettingField;
  label: string;
  control: Control<FormValues>;
}

/** One setting as its kind asks: a switch, dollars, a number with its unit, a text, a choice. */
export function SettingInput({ field, label, control }: Props) {
  const t = useTranslations('settingsForm');
  const name = settingPath(field);
  const unit = field.unit ? <InputAdornment position="end">{t(`units.${field.unit}`)}</InputAdornment> : undefined;
  switch (field.kind) {
    case 'switch':
      return <FormSwitch control={control} name={name} label={label} />;
    case 'cents':
      return <MoneyField control={control} name={name} label={label} fullWidth />;
    case 'select':
      return (
        // The browser's own select: MUI's would put its menu and popover on the page's first load.
        <FormNativeSelect
          control={control}
          name={name}
          label={label}
          fullWidth
          options={(field.options ?? []).map((value) => ({ value, label: t(`options.${field.key}.${value}`) }))}
        />
      );
    case 'number':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' }, input: { endAdornment: unit } }}
        />
      );
    case 'list':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          hint={t('tipListHint')}
          fullWidth
          slotProps={{ htmlInput: { autoComplete: 'off' }, input: { endAdornment: unit } }}
        />
      );
    case 'time':
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          type="time"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      );
    case 'multiline':
      // Scripts are kept as text only: never rendered or run inside the portal.
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          multiline
          minRows={2}
          fullWidth
          hint={field.script ? t('scriptHint') : undefined}
          slotProps={
            field.script ? { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } } : undefined
          }
        />
      );
    case 'color':
      return <FormTextField control={control} name={name} label={label} hint={t('colorHint')} fullWidth />;
    default:
      return (
        <FormTextField
          control={control}
          name={name}
          label={label}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
          fullWidth
        />
      );
  }
}
