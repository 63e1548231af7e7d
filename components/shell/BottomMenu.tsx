'use client';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { bottomMenuEntries, entryForPath, type VisibleGroup } from '@/lib/navigation';
import { MOBILE_QUERY } from './LeftMenu';
import { menuIcons } from './menu-icons';

export const BOTTOM_MENU_HEIGHT = 64;

// Two short lines rather than an ellipsis: "Order History" must stay readable at 320 px.
const actionSx = {
  minWidth: 0,
  px: 0.5,
  '& .MuiBottomNavigationAction-label': {
    fontSize: '0.7rem',
    lineHeight: 1.15,
    textAlign: 'center',
    '&.Mui-selected': { fontSize: '0.7rem' },
  },
} as const;

/** Mobile only: the first main entries (never the reports submenu, SPEC §2) and "More" for the drawer. */
export function BottomMenu({
  groups,
  pathname,
  onMore,
}: {
  groups: readonly VisibleGroup[];
  pathname: string;
  onMore: () => void;
}) {
  const t = useTranslations('nav');
  const entries = bottomMenuEntries(groups);
  const current = entryForPath(pathname)?.key;
  const value = entries.some((e) => e.key === current) ? current : false;
  return (
    <Paper
      component="nav"
      aria-label={t('bottomMenuLabel')}
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        display: 'none',
        [`@media ${MOBILE_QUERY}`]: { display: 'block' },
      }}
    >
      <BottomNavigation value={value} showLabels sx={{ height: BOTTOM_MENU_HEIGHT }}>
        {entries.map((entry) => {
          const Icon = menuIcons[entry.icon];
          return (
            <BottomNavigationAction
              key={entry.key}
              value={entry.key}
              label={t(`entries.${entry.labelKey}`)}
              icon={<Icon />}
              component={NextLink}
              href={entry.route}
              aria-current={entry.key === current ? 'page' : undefined}
              sx={actionSx}
            />
          );
        })}
        <BottomNavigationAction value="more" label={t('more')} icon={<MoreHoriz />} onClick={onMore} sx={actionSx} />
      </BottomNavigation>
    </Paper>
  );
}
