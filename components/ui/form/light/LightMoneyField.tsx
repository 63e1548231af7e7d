'use client';
import { currencyAffix } from '@/lib/money';
import { useLocationMoney } from '../../use-current-location';
import { LightTextField, type LightTextFieldProps } from './LightTextField';

/**
 * An amount typed as text in a light form (MoneyField's twin): the value stays the merchant's
 * text, which the form's check turns into cents. The currency sign sits where formatMoney puts
 * it ("CA$" before in English, "$CA" after in French).
 */
export function LightMoneyField({ currency, ...props }: LightTextFieldProps & { currency?: string }) {
  const money = useLocationMoney();
  const { sign, position } = currencyAffix(currency ?? money.currency, money.locale);
  return (
    <LightTextField
      inputMode="decimal"
      autoComplete="off"
      {...props}
      {...(position === 'start' ? { startIcon: sign } : { endAdornment: sign })}
    />
  );
}
