'use client';
import { regroupPhone } from '../regroup-phone';
import { LightTextField, type LightTextFieldProps } from './LightTextField';

/**
 * A phone number of a light form (PhoneField's twin), grouped as it is typed; the contract's
 * phone rule checks it and sends only the last 10 digits (SPEC §5).
 */
export function LightPhoneField(props: Omit<LightTextFieldProps, 'type' | 'parse'>) {
  return <LightTextField inputMode="tel" autoComplete="tel" {...props} type="tel" parse={regroupPhone} />;
}
