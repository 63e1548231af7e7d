'use client';
import { useTranslations } from 'next-intl';
import { LightMoneyField } from '@/components/ui/form/light/LightMoneyField';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightSwitch } from '@/components/ui/form/light/LightSwitch';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import type { LightFormHandle } from '@/components/ui/form/light/light-form-store';
import { settingPath, type SettingField } from '@/lib/contract/settings-field-descriptor';

interface Props {
  field: SettingField;
  label: string;
  form: LightFormHandle;
}

/**
 * One setting as its kind asks: a switch, dollars, a number with its unit, a text, a choice. All
 * in plain elements on the theme's variables (no MUI input parts on the page's first load).
 */
export function SettingInput({ field, label, form }: Props) {
  const t = useTranslations('settingsForm');
  const name = settingPath(field);
  const unit = field.unit ? t(`units.${field.unit}`) : undefined;
  switch (field.kind) {
    case 'switch':
      return <LightSwitch form={form} name={name} label={label} />;
    case 'cents':
      return <LightMoneyField form={form} name={name} label={label} />;
    case 'select':
      return (
        // The browser's own select: MUI's would put its menu and popover on the page's first load.
        <LightNativeSelect
          form={form}
          name={name}
          label={label}
          fullWidth
          options={(field.options ?? []).map((value) => ({ value, label: t(`options.${field.key}.${value}`) }))}
        />
      );
    case 'number':
      return (
        <LightTextField
          form={form}
          name={name}
          label={label}
          inputMode="numeric"
          autoComplete="off"
          endAdornment={unit}
        />
      );
    case 'list':
      return (
        <LightTextField
          form={form}
          name={name}
          label={label}
          hint={t('tipListHint')}
          autoComplete="off"
          endAdornment={unit}
        />
      );
    case 'time':
      // The browser shows its own "--:--" in an empty time field: the label stays up, as before.
      return <LightTextField form={form} name={name} label={label} type="time" floatingLabel={false} />;
    case 'multiline':
      // Scripts are kept as text only: never rendered or run inside the portal.
      return (
        <LightTextField
          form={form}
          name={name}
          label={label}
          multiline
          minRows={2}
          code={field.script}
          hint={field.script ? t('scriptHint') : undefined}
        />
      );
    case 'color':
      return <LightTextField form={form} name={name} label={label} hint={t('colorHint')} />;
    default:
      return (
        <LightTextField
          form={form}
          name={name}
          label={label}
          type={field.kind === 'email' ? 'email' : field.kind === 'phone' ? 'tel' : 'text'}
        />
      );
  }
}
