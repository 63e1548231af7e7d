'use client';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { TextInputField } from '@/components/ui/form/TextInputField';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { DEFAULT_PREPARATION_MINUTES, orderStatusRequest } from '@/lib/contract';

export const QUICK_MINUTES = [10, 15, 20, 30, 45, 60] as const;

interface Props {
  /** The order's number while the dialog is open, null when closed. */
  orderNumber: string | null;
  onConfirm: (minutes: number) => void;
  onCancel: () => void;
}

const minutesRule = orderStatusRequest.shape.preparation_time.unwrap();

/** Asks the estimated preparation time of an order being confirmed (minutes, 1 to 600). */
export function PreparationTimeDialog({ orderNumber, onConfirm, onCancel }: Props) {
  const open = orderNumber !== null;
  return (
    <Dialog open={open} onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="prep-time-title">
      {/* Mounted per opening, so every confirm starts from the default. */}
      {open && <PreparationForm orderNumber={orderNumber} onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function PreparationForm({ orderNumber, onConfirm, onCancel }: Props & { orderNumber: string }) {
  const t = useTranslations('orderBoard.prep');
  const [text, setText] = useState(String(DEFAULT_PREPARATION_MINUTES));
  const [touched, setTouched] = useState(false);
  const quickId = useId();
  const minutes = /^\d+$/.test(text.trim()) ? minutesRule.safeParse(Number(text.trim())) : null;
  const valid = !!minutes?.success;
  const submit = () => {
    setTouched(true);
    if (minutes?.success) onConfirm(minutes.data);
  };
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <DialogTitle id="prep-time-title">{t('title', { number: orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography id={quickId} variant="body2" color="text.secondary">
            {t('quick')}
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-labelledby={quickId}
            value={valid ? minutes.data : null}
            onChange={(_e, v: number | null) => v !== null && setText(String(v))}
            sx={{ flexWrap: 'wrap' }}
          >
            {QUICK_MINUTES.map((m) => (
              <ToggleButton key={m} value={m} sx={{ textTransform: 'none' }}>
                {t('minutes', { count: m })}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <TextInputField
            label={t('label')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => setTouched(true)}
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', min: 1, max: 600 } }}
            error={touched && !valid}
            helperText={touched && !valid ? t('invalid') : ' '}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel}>{t('back')}</Button>
        <Button type="submit" variant="contained">
          {t('confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}
