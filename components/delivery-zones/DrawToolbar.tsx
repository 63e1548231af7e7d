'use client';
import { useTranslations } from 'next-intl';
import { useTranslateError } from '@/components/ui/form/use-translate-error';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainToggleGroup } from '@/components/ui/PlainToggleGroup';
import styles from './delivery-zones.module.css';
import { canFinish, type DrawEvent, type DrawMode, type DrawState } from './drawing';

interface Props {
  draw: DrawState;
  onDraw: (event: DrawEvent) => void;
  /** Why the outline cannot be closed (a validation key), shown instead of the hint. */
  error: string | null;
}

const modes: DrawMode[] = ['circle', 'square', 'custom'];

/**
 * The drawing modes, what to do next, and Finish / Undo point / Cancel while a zone is drawn.
 * Plain elements (delivery-zones.module.css): MUI's ToggleButtonGroup, Button, Stack and Typography
 * hydrating on a phone's first screen cost Lighthouse TBT (issue 11).
 */
export function DrawToolbar({ draw, onDraw, error }: Props) {
  const t = useTranslations('deliveryZones.draw');
  const translate = useTranslateError();
  const mode = draw.step === 'ready' || draw.step === 'sizing' ? draw.mode : draw.step === 'tracing' ? 'custom' : null;
  const drawing = draw.step !== 'idle' && draw.step !== 'drawn';
  return (
    <div className={styles.column}>
      <div className={styles.toolbar}>
        <span className={styles.toolbarLabel} id="draw-modes">
          {t('label')}
        </span>
        {/* The chosen mode again stops drawing. */}
        <PlainToggleGroup
          aria-labelledby="draw-modes"
          options={modes.map((m) => ({ value: m, label: t(`modes.${m}`) }))}
          value={mode}
          onChoose={(m) => onDraw(m === mode ? { type: 'cancel' } : { type: 'choose', mode: m })}
        />
        {draw.step === 'tracing' && (
          <>
            <PlainButton
              size="small"
              variant="contained"
              disabled={!canFinish(draw)}
              onClick={() => onDraw({ type: 'finish' })}
            >
              {t('finish')}
            </PlainButton>
            <PlainButton size="small" onClick={() => onDraw({ type: 'undoVertex' })}>
              {t('undoVertex')}
            </PlainButton>
          </>
        )}
        {drawing && (
          <PlainButton size="small" onClick={() => onDraw({ type: 'cancel' })}>
            {t('cancel')}
          </PlainButton>
        )}
      </div>
      {error ? (
        <p className={styles.drawError} role="alert" data-testid="draw-error">
          {translate(error)}
        </p>
      ) : (
        <p className={styles.hint} role="status" data-testid="draw-hint">
          {t(`hints.${mode ?? 'idle'}`)}
        </p>
      )}
    </div>
  );
}
