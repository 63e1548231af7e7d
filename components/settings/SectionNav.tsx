'use client';
import { List, ListItemButton, ListItemText } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { SettingGroup } from '@/lib/contract/settings-field-descriptor';

export const sectionId = (group: SettingGroup) => `settings-${group.replace(/_/g, '-')}`;

/** The sections as anchors beside the form, so a merchant jumps to a group. */
export function SectionNav({ groups }: { groups: readonly SettingGroup[] }) {
  const t = useTranslations('settingsForm.groups');
  return (
    <nav aria-label={t('nav')}>
      <List dense sx={{ position: 'sticky', top: 80 }}>
        {groups.map((g) => (
          <ListItemButton key={g} component="a" href={`#${sectionId(g)}`}>
            <ListItemText primary={t(g)} />
          </ListItemButton>
        ))}
      </List>
    </nav>
  );
}
