'use client';
import { Chip, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { VisibleEntry } from '@/lib/navigation';
import { menuIcons } from './menu-icons';

interface Props {
  entry: VisibleEntry;
  selected: boolean;
  /** Icons only (collapsed sidebar): the label moves to a tooltip. */
  compact: boolean;
  /** Indented under an open group heading. */
  nested?: boolean;
  onNavigate?: () => void;
}

/** One menu link. A disabled entry (no business code yet, SPEC §4) is shown but goes nowhere. */
export function MenuEntry({ entry, selected, compact, nested, onNavigate }: Props) {
  const t = useTranslations('nav');
  const Icon = menuIcons[entry.icon];
  const label = t(`entries.${entry.labelKey}`);
  const progress = entry.progress;
  const name = progress ? t('progressLabel', { label, completed: progress.completed, total: progress.total }) : label;
  const tooltip = entry.disabled ? `${label} — ${t('disabledHint')}` : compact ? name : '';

  const common = {
    selected,
    'aria-label': compact || progress ? name : undefined,
    sx: {
      minHeight: 44,
      borderRadius: 1,
      mx: 1,
      pl: compact ? 1.5 : nested ? 4 : 1.5,
      justifyContent: compact ? 'center' : 'flex-start',
      '&.Mui-selected': {
        bgcolor: 'action.selected',
        color: 'primary.main',
        '& .MuiListItemIcon-root': { color: 'primary.main' },
      },
    },
  } as const;
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: compact ? 0 : 40, justifyContent: 'center' }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      {!compact && (
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 600 : 500, lineHeight: 1.25 } } }}
        />
      )}
      {!compact && progress && (
        <Chip
          aria-hidden
          size="small"
          label={t('progress', { completed: progress.completed, total: progress.total })}
          color="primary"
          variant="outlined"
          sx={{ ml: 1, height: 22 }}
        />
      )}
    </>
  );

  const button = entry.disabled ? (
    <ListItemButton {...common} component="div" disabled aria-disabled="true" role="link">
      {content}
    </ListItemButton>
  ) : (
    <ListItemButton
      {...common}
      component={NextLink}
      href={entry.route}
      aria-current={selected ? 'page' : undefined}
      onClick={onNavigate}
    >
      {content}
    </ListItemButton>
  );

  if (!tooltip) return <li>{button}</li>;
  return (
    <li>
      <Tooltip title={tooltip} placement="right" describeChild={!compact}>
        {/* A disabled element fires no events; the span lets the tooltip explain why. */}
        {entry.disabled ? <span style={{ display: 'block' }}>{button}</span> : button}
      </Tooltip>
    </li>
  );
}
