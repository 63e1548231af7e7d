'use client';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import { Box, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import { LogoutDialog } from '@/components/ui/LogoutDialog';
import { paths } from '@/lib/paths';
import type { RoleLabelKey } from './UserMenu';

export interface UserMenuPopupProps {
  menuId: string;
  /** The avatar button while the menu is open. */
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  role: RoleLabelKey | undefined;
  /** The logout confirmation is open. */
  confirming: boolean;
  onConfirming: (open: boolean) => void;
}

/** The user menu's popup (UserMenu loads it on the first opening): who, change password, logout, language. */
export function UserMenuPopup({ menuId, anchor, onClose, name, role, confirming, onConfirming }: UserMenuPopupProps) {
  const t = useTranslations('shell');
  return (
    <>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={onClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
          {role && (
            <Typography variant="body2" color="text.secondary">
              {t(`roles.${role}`)}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={NextLink} href={paths.changePassword} onClick={onClose}>
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.changePassword')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            onClose();
            onConfirming(true);
          }}
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.logout')}</ListItemText>
        </MenuItem>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, pb: 1 }}>
          <LanguageSwitch />
        </Box>
      </Menu>
      <LogoutDialog open={confirming} onClose={() => onConfirming(false)} />
    </>
  );
}
