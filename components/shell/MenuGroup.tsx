'use client';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, Divider, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { VisibleGroup } from '@/lib/navigation';
import { MenuEntry } from './MenuEntry';
import { menuIcons } from './menu-icons';

interface Props {
  group: VisibleGroup;
  selectedKeys: readonly string[];
  open: boolean;
  compact: boolean;
  onToggle: (key: string) => void;
  onNavigate?: () => void;
}

/**
 * A titled group that opens and closes. Collapsed to icons, a group is a divider and its
 * entries' icons: a heading would be one more icon that hides the ones users came for.
 */
export function MenuGroup({ group, selectedKeys, open, compact, onToggle, onNavigate }: Props) {
  const t = useTranslations('nav');
  const listId = useId();
  const entries = (nested: boolean) =>
    group.entries.map((entry) => (
      <MenuEntry
        key={entry.key}
        entry={entry}
        selected={selectedKeys.includes(entry.key)}
        compact={compact}
        nested={nested}
        onNavigate={onNavigate}
      />
    ));

  if (!group.labelKey) return <>{entries(false)}</>;
  const label = t(`groups.${group.labelKey}`);

  if (compact) {
    return (
      <li>
        <Divider sx={{ my: 0.5, mx: 1.5 }} />
        <List disablePadding aria-label={label}>
          {entries(false)}
        </List>
      </li>
    );
  }

  const Icon = menuIcons[group.icon];
  const holdsSelected = group.entries.some((e) => selectedKeys.includes(e.key));
  return (
    <li>
      <ListItemButton
        onClick={() => onToggle(group.key)}
        aria-expanded={open}
        aria-controls={listId}
        sx={{ minHeight: 44, borderRadius: 1, mx: 1, pl: 1.5, color: holdsSelected ? 'primary.main' : undefined }}
      >
        <ListItemIcon sx={{ minWidth: 40, color: holdsSelected ? 'primary.main' : undefined }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText
          primary={label}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600, lineHeight: 1.25 } } }}
        />
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding aria-label={label}>
          {entries(true)}
        </List>
      </Collapse>
    </li>
  );
}
