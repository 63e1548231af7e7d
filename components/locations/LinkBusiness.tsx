'use client';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api/api-error';
import { useSearchBusiness, useVerifyLink } from '@/lib/api/manage-locations';

/** The field's error of a failed call, or its message when it is not about one field. */
const errorOf = (err: Error | null, field: string) =>
  err ? (err instanceof ApiError && err.fieldErrors[field]?.[0]) || err.message : undefined;

/**
 * Link an existing business as a location: its owner's e-mail finds it and mails them a code
 * (GET business/search), the code typed here completes the link (GET manage-location/verify).
 */
export function LinkBusiness() {
  const t = useTranslations('locations.link');
  const search = useSearchBusiness();
  const verify = useVerifyLink();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');

  const send = (e: FormEvent) => {
    e.preventDefault();
    verify.reset();
    search.mutate(email.trim());
  };
  const link = (e: FormEvent) => {
    e.preventDefault();
    verify.mutate(code.trim(), { onSuccess: () => setCode('') });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="link-business-title">
      <CardContent>
        <Stack spacing={2}>
          <Typography id="link-business-title" component="h2" variant="h6">
            {t('title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('text')}
          </Typography>
          <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={send} noValidate>
            <TextInputField
              type="email"
              label={t('email')}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={search.isError}
              helperText={errorOf(search.error, 'email')}
              fullWidth
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={search.isPending || !email.trim()}
              sx={{ flexShrink: 0 }}
            >
              {t('send')}
            </Button>
          </Stack>
          {search.data && <Alert severity="info">{search.data.message}</Alert>}
          {search.data && (
            <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={link} noValidate>
              <TextInputField
                label={t('code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                error={verify.isError}
                helperText={errorOf(verify.error, 'code')}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
                fullWidth
              />
              <Button
                type="submit"
                variant="contained"
                disabled={verify.isPending || !code.trim()}
                sx={{ flexShrink: 0 }}
              >
                {t('verify')}
              </Button>
            </Stack>
          )}
          {verify.data && <Alert severity="success">{verify.data.message}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
