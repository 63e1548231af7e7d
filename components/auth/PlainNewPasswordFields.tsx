import { PlainPasswordField } from './PlainPasswordField';

interface Props {
  texts: { password: string; passwordHint: string; passwordConfirmation: string };
  toggleTexts: { show: string; hide: string };
  /** The translated error of a field, if any (usePlainForm's errorOf). */
  errorOf: (field: 'password' | 'password_confirmation') => string | undefined;
}

/** A new password and its confirmation (registration and reset), each with its show/hide toggle. */
export function PlainNewPasswordFields({ texts, toggleTexts, errorOf }: Props) {
  return (
    <>
      <PlainPasswordField
        name="password"
        label={texts.password}
        autoComplete="new-password"
        hint={texts.passwordHint}
        error={errorOf('password')}
        toggleTexts={toggleTexts}
      />
      <PlainPasswordField
        name="password_confirmation"
        label={texts.passwordConfirmation}
        autoComplete="new-password"
        error={errorOf('password_confirmation')}
        toggleTexts={toggleTexts}
      />
    </>
  );
}
