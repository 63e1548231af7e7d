'use client';
import { useTranslations } from 'next-intl';
import { HintTooltip } from '@/components/ui/HintTooltip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainButton, PlainIconButton } from '@/components/ui/PlainButton';

// Material Icons' VolumeUp and VolumeOff, as @mui/icons-material draws them.
const VOLUME_UP =
  'M3 9v6h4l5 5V4L7 9zm13.5 3c0-1.77-1.02-3.29-2.5-4.03v8.05c1.48-.73 2.5-2.25 2.5-4.02M14 3.23v2.06c2.89.86 5 3.54 5 6.71s-2.11 5.85-5 6.71v2.06c4.01-.91 7-4.49 7-8.77s-2.99-7.86-7-8.77';
const VOLUME_OFF =
  'M16.5 12c0-1.77-1.02-3.29-2.5-4.03v2.21l2.45 2.45c.03-.2.05-.41.05-.63m2.5 0c0 .94-.2 1.82-.54 2.64l1.51 1.51C20.63 14.91 21 13.5 21 12c0-4.28-2.99-7.86-7-8.77v2.06c2.89.86 5 3.54 5 6.71M4.27 3 3 4.27 7.73 9H3v6h4l5 5v-6.73l4.25 4.25c-.67.52-1.42.93-2.25 1.18v2.06c1.38-.31 2.63-.95 3.69-1.81L19.73 21 21 19.73l-9-9zM12 4 9.91 6.09 12 8.18z';

interface Props {
  muted: boolean;
  blocked: boolean;
  onMute: (muted: boolean) => void;
  onEnable: () => void;
}

/**
 * "Enable sound" while the browser holds audio back, and the mute toggle. Plain buttons drawn as
 * MUI's small contained Button and small IconButton (PlainButton): MUI's buttons were
 * the heaviest MUI code on the dashboard's first load.
 */
export function SoundControls({ muted, blocked, onMute, onEnable }: Props) {
  const t = useTranslations('orderBoard.sound');
  const label = muted ? t('unmute') : t('mute');
  return (
    <>
      {blocked && (
        <HintTooltip title={t('blocked')} describeChild>
          {(describedBy) => (
            <PlainButton
              size="small"
              variant="contained"
              color="warning"
              startIcon={<PlainIcon path={VOLUME_UP} />}
              onClick={onEnable}
              aria-describedby={describedBy}
            >
              {t('enable')}
            </PlainButton>
          )}
        </HintTooltip>
      )}
      <HintTooltip title={label}>
        {() => (
          <PlainIconButton size="small" aria-label={t('mute')} aria-pressed={muted} onClick={() => onMute(!muted)}>
            <PlainIcon path={muted ? VOLUME_OFF : VOLUME_UP} small />
          </PlainIconButton>
        )}
      </HintTooltip>
    </>
  );
}
