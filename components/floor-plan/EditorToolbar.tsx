'use client';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FitScreen from '@mui/icons-material/FitScreen';
import ImageIcon from '@mui/icons-material/Image';
import Redo from '@mui/icons-material/Redo';
import RotateLeft from '@mui/icons-material/RotateLeft';
import RotateRight from '@mui/icons-material/RotateRight';
import Save from '@mui/icons-material/Save';
import Undo from '@mui/icons-material/Undo';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { Button, Chip, CircularProgress, Divider, FormControlLabel, IconButton, Stack, Switch } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { ReactElement } from 'react';
import { HintTooltip } from '@/components/ui/HintTooltip';

export interface ToolbarState {
  canUndo: boolean;
  canRedo: boolean;
  hasSelection: boolean;
  snap: boolean;
  dirty: boolean;
  saving: boolean;
}

export interface ToolbarActions {
  undo: () => void;
  redo: () => void;
  duplicate: () => void;
  remove: () => void;
  rotate: (by: number) => void;
  zoom: (factor: number) => void;
  fit: () => void;
  setSnap: (on: boolean) => void;
  exportPng: () => void;
  save: () => void;
}

/** The editor's tools; each also has its key (the labels say which). */
export function EditorToolbar({ state, actions }: { state: ToolbarState; actions: ToolbarActions }) {
  const t = useTranslations('floorPlan.tools');
  // A plain tooltip (MUI's brings Popper); its anchor span keeps it on a disabled button.
  const tool = (label: string, icon: ReactElement, onClick: () => void, disabled = false) => (
    <HintTooltip title={label} key={label}>
      {() => (
        <IconButton aria-label={label} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      )}
    </HintTooltip>
  );
  const none = !state.hasSelection;
  return (
    <Stack
      role="toolbar"
      aria-label={t('label')}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}
    >
      {tool(t('undo'), <Undo />, actions.undo, !state.canUndo)}
      {tool(t('redo'), <Redo />, actions.redo, !state.canRedo)}
      <Divider orientation="vertical" flexItem />
      {tool(t('duplicate'), <ContentCopy />, actions.duplicate, none)}
      {tool(t('delete'), <DeleteOutlined />, actions.remove, none)}
      {tool(t('rotateLeft'), <RotateLeft />, () => actions.rotate(-15), none)}
      {tool(t('rotateRight'), <RotateRight />, () => actions.rotate(15), none)}
      <Divider orientation="vertical" flexItem />
      {tool(t('zoomOut'), <ZoomOut />, () => actions.zoom(1 / 1.25))}
      {tool(t('zoomIn'), <ZoomIn />, () => actions.zoom(1.25))}
      {tool(t('fit'), <FitScreen />, actions.fit)}
      <FormControlLabel
        sx={{ ml: 1 }}
        control={<Switch checked={state.snap} onChange={(e) => actions.setSnap(e.target.checked)} />}
        label={t('snap')}
      />
      {tool(t('export'), <ImageIcon />, actions.exportPng)}
      <Stack direction="row" spacing={1} sx={{ ml: 'auto', alignItems: 'center' }}>
        <Chip
          size="small"
          color={state.dirty ? 'warning' : 'default'}
          label={state.dirty ? t('unsaved') : t('saved')}
          role="status"
        />
        <Button
          variant="contained"
          startIcon={state.saving ? <CircularProgress size={16} color="inherit" /> : <Save />}
          onClick={actions.save}
          disabled={state.saving || !state.dirty}
          aria-busy={state.saving}
        >
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
}
