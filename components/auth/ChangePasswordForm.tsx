'use client';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { IconButton, Paper, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';
import { useChangePassword } from '@/lib/api/auth';
import type { changePasswordRequest } from '@/lib/contract';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { PlainOutlinedField } from '@/components/ui/form/PlainOutlinedField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { useTranslateError } from '@/components/ui/form/use-translate-error';

type ChangeInput = z.input<typeof changePasswordRequest>;
type Field = keyof ChangeInput;

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const satisfies readonly Field[];
const EMPTY: ChangeInput = { current_password: '', password: '', password_confirmation: '' };

// The page's only form: its schema (zod and the contract) loads when the merchant first types or
// points in it, not with the page. Not on focus: the first field takes the focus as the page
// hydrates, which put the schema's 50 ms of script in the page's load.
let schemaLoad: Promise<typeof changePasswordRequest> | undefined;
const loadSchema = () => (schemaLoad ??= import('@/lib/contract/auth').then((m) => m.changePasswordRequest));

/** Each field's first rule broken (a `validation.*` key), as the zod resolver reported them. */
function ruleErrors(schema: typeof changePasswordRequest, values: ChangeInput) {
  const parsed = schema.safeParse(values);
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    if (FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { parsed, errors };
}

/**
 * /change-password in the main layout; the success notice is the reply's message. What
 * react-hook-form did here, in state (its ~15 KB stay off the page): the contract's rules checked
 * on submit (first error of each field under it, the first such field focused), then again on each
 * change; the server's field texts on their fields, any other failure in the form's alert; what
 * was typed kept on failure, the form emptied on success.
 */
export function ChangePasswordForm() {
  const t = useTranslations('auth.changePassword');
  const common = useTranslations('common');
  const translate = useTranslateError();
  const change = useChangePassword();
  const [values, setValues] = useState<ChangeInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  // After the first submit each change checks its field again (react-hook-form's reValidateMode).
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const failure = useFormFailure<ChangeInput>((name, error, options) => {
    setErrors((e) => ({ ...e, [name]: error.message }));
    if (options?.shouldFocus) inputs.current[name as Field]?.focus();
  }, FIELDS);

  const onChange = (field: Field) => (e: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: e.target.value };
    setValues(next);
    if (submitted)
      void loadSchema().then((schema) =>
        setErrors((shownErrors) => ({ ...shownErrors, [field]: ruleErrors(schema, next).errors[field] })),
      );
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSubmitted(true);
    const { parsed, errors: found } = ruleErrors(await loadSchema(), values);
    setErrors(found);
    if (!parsed.success) {
      inputs.current[FIELDS.find((f) => found[f])!]?.focus();
      return;
    }
    change.mutate(
      parsed.data,
      failure.sending({
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          setSubmitted(false);
        },
      }),
    );
  };

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <PlainOutlinedField
      floatingLabel
      name={name}
      label={label}
      type={shown[name] ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoFocus={name === 'current_password'}
      value={values[name]}
      onChange={onChange(name)}
      inputRef={(el) => {
        inputs.current[name] = el;
      }}
      error={!!errors[name]}
      helperText={translate(errors[name]) ?? hint}
      endAdornment={
        <IconButton
          aria-label={shown[name] ? common('hidePassword') : common('showPassword')}
          onClick={() => setShown((s) => ({ ...s, [name]: !s[name] }))}
          edge="end"
        >
          {shown[name] ? <VisibilityOff /> : <Visibility />}
        </IconButton>
      }
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 520 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 1 }}>
        {t('subtitle')}
      </Typography>
      <form
        onSubmit={(e) => void onSubmit(e)}
        onKeyDown={() => void loadSchema()}
        onPointerDown={() => void loadSchema()}
        onInput={() => void loadSchema()}
        noValidate
      >
        <FailureAlert message={failure.message} />
        {field('current_password', t('currentPassword'), 'current-password')}
        {/* The new password and its confirmation: the browser offers to generate and save it. */}
        {field('password', t('password'), 'new-password', t('passwordHint'))}
        {field('password_confirmation', t('passwordConfirmation'), 'new-password')}
        <SubmitButton busy={change.isPending} sx={{ mt: 1 }}>
          {t('submit')}
        </SubmitButton>
      </form>
    </Paper>
  );
}
