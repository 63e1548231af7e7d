'use client';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { Button, IconButton } from '@mui/material';
import { useTranslations } from 'next-intl';
import { HintTooltip } from '@/components/ui/HintTooltip';

interface Props {
  muted: boolean;
  blocked: boolean;
  onMute: (muted: boolean) => void;
  onEnable: () => void;
}

/** "Enable sound" while the browser holds audio back, and the mute toggle. */
export function SoundControls({ muted, blocked, onMute, onEnable }: Props) {
  const t = useTranslations('orderBoard.sound');
  const label = muted ? t('unmute') : t('mute');
  return (
    <>
      {blocked && (
        <HintTooltip title={t('blocked')} describeChild>
          {(describedBy) => (
            <Button
              size="small"
              variant="contained"
              color="warning"
              startIcon={<VolumeUpIcon />}
              onClick={onEnable}
              aria-describedby={describedBy}
            >
              {t('enable')}
            </Button>
          )}
        </HintTooltip>
      )}
      <HintTooltip title={label}>
        {() => (
          <IconButton size="small" aria-label={t('mute')} aria-pressed={muted} onClick={() => onMute(!muted)}>
            {muted ? <VolumeOffIcon fontSize="small" /> : <VolumeUpIcon fontSize="small" />}
          </IconButton>
        )}
      </HintTooltip>
    </>
  );
}
