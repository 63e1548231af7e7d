'use client';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import CropSquare from '@mui/icons-material/CropSquare';
import DoorFrontOutlined from '@mui/icons-material/DoorFrontOutlined';
import HorizontalRule from '@mui/icons-material/HorizontalRule';
import LocalFloristOutlined from '@mui/icons-material/LocalFloristOutlined';
import RectangleOutlined from '@mui/icons-material/RectangleOutlined';
import TextFields from '@mui/icons-material/TextFields';
import WeekendOutlined from '@mui/icons-material/WeekendOutlined';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { PALETTE_MIME } from './canvas-constants';
import { paletteKinds, type PaletteKind } from './new-element';

const ICONS: Record<PaletteKind, ReactElement> = {
  round: <CircleOutlined />,
  square: <CropSquare />,
  rectangle: <RectangleOutlined />,
  wall: <HorizontalRule />,
  door: <DoorFrontOutlined />,
  label: <TextFields />,
  plant: <LocalFloristOutlined />,
  decor: <WeekendOutlined />,
};

/** What can be placed: a click adds it in the middle of the view, a drag drops it where the mouse lets go. */
export function ElementPalette({ onAdd }: { onAdd: (kind: PaletteKind) => void }) {
  const t = useTranslations('floorPlan.palette');
  return (
    <Stack component="section" aria-labelledby="floor-palette-title" spacing={0.5}>
      <Typography id="floor-palette-title" variant="subtitle2" component="h2">
        {t('title')}
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {paletteKinds.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            size="small"
            startIcon={ICONS[kind]}
            draggable
            onDragStart={(e) => {
              e.dataTransfer.setData(PALETTE_MIME, kind);
              e.dataTransfer.effectAllowed = 'copy';
            }}
            onClick={() => onAdd(kind)}
            data-palette={kind}
          >
            {t(kind)}
          </Button>
        ))}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {t('hint')}
      </Typography>
    </Stack>
  );
}
