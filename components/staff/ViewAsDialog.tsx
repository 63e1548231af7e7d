'use client';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { StaffMember } from '@/lib/contract';
import { entryForPath, type MenuFacts } from '@/lib/navigation';
import { memberView } from '@/lib/view-as';

interface Props {
  member: StaffMember;
  /** The viewer's GET user: the business's plan, features and locations. */
  viewer: MenuFacts;
  onClose: () => void;
}

/**
 * "View as" (issue 15 item 3): the left menu and the first page the member would get, read-only,
 * from the same gates as the shell (lib/navigation.ts through lib/view-as.ts).
 */
export function ViewAsDialog({ member, viewer, onClose }: Props) {
  const t = useTranslations('staff.viewAs');
  const nav = useTranslations('nav');
  const titleId = useId();
  const { groups, firstPage } = memberView(viewer, member);
  const first = entryForPath(firstPage);
  const entries = groups.flatMap((g) => g.entries);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('title', { name: member.name })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('intro')}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          {t('firstPage', { page: first ? nav(`entries.${first.labelKey}`) : t('noPage') })}
        </Typography>
        {entries.length === 0 ? (
          <Typography color="text.secondary">{t('empty')}</Typography>
        ) : (
          <Box role="group" aria-label={t('menuLabel', { name: member.name })}>
            {groups.map((group) => (
              <Box key={group.key}>
                {group.labelKey && (
                  <Typography variant="overline" component="h3" color="text.secondary" sx={{ pl: 2 }}>
                    {nav(`groups.${group.labelKey}`)}
                  </Typography>
                )}
                <List dense disablePadding>
                  {group.entries.map((entry) => (
                    <ListItem key={entry.key} sx={{ pl: group.labelKey ? 4 : 2 }}>
                      {nav(`entries.${entry.labelKey}`)}
                    </ListItem>
                  ))}
                </List>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
