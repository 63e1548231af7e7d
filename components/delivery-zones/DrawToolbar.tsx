'use client';
import { Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { canFinish, type DrawEvent, type DrawMode, type DrawState } from './drawing';

interface Props {
  draw: DrawState;
  onDraw: (event: DrawEvent) => void;
  /** Why the outline cannot be closed (a validation key), shown instead of the hint. */
  error: string | null;
}

const modes: DrawMode[] = ['circle', 'square', 'custom'];

/** The drawing modes, what to do next, and Finish / Undo point / Cancel while a zone is drawn. */
export function DrawToolbar({ draw, onDraw, error }: Props) {
  const t = useTranslations('deliveryZones.draw');
  const translate = useTranslateError();
  const mode = draw.step === 'ready' || draw.step === 'sizing' ? draw.mode : draw.step === 'tracing' ? 'custom' : null;
  const drawing = draw.step !== 'idle' && draw.step !== 'drawn';
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="span" id="draw-modes">
          {t('label')}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          aria-labelledby="draw-modes"
          onChange={(_, next: DrawMode | null) => onDraw(next ? { type: 'choose', mode: next } : { type: 'cancel' })}
        >
          {modes.map((m) => (
            <ToggleButton key={m} value={m}>
              {t(`modes.${m}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {draw.step === 'tracing' && (
          <>
            <Button
              size="small"
              variant="contained"
              disabled={!canFinish(draw)}
              onClick={() => onDraw({ type: 'finish' })}
            >
              {t('finish')}
            </Button>
            <Button size="small" onClick={() => onDraw({ type: 'undoVertex' })}>
              {t('undoVertex')}
            </Button>
          </>
        )}
        {drawing && (
          <Button size="small" onClick={() => onDraw({ type: 'cancel' })}>
            {t('cancel')}
          </Button>
        )}
      </Stack>
      {error ? (
        <Typography variant="body2" color="error" role="alert" data-testid="draw-error">
          {translate(error)}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary" role="status" data-testid="draw-hint">
          {t(`hints.${mode ?? 'idle'}`)}
        </Typography>
      )}
    </Stack>
  );
}
