'use client';
import { Chip, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import type { VisibleEntry } from '@/lib/navigation';
import { menuIcons } from './menu-icons';
import { SideTooltip } from './SideTooltip';

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

  // Icons only, the tip names the entry (the entry's own label already does for assistive
  // technology); a disabled entry's tip also says why, as its description.
  const button = (describedBy?: string) =>
    entry.disabled ? (
      <ListItemButton
        {...common}
        component="div"
        disabled
        aria-disabled="true"
        role="link"
        aria-describedby={describedBy}
      >
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

  if (!tooltip) return <li>{button()}</li>;
  return (
    <li>
      <SideTooltip title={tooltip}>{(describedBy) => button(compact ? undefined : describedBy)}</SideTooltip>
    </li>
  );
}
