'use client';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import {
  Avatar,
  Box,
  Divider,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { LanguageSwitch } from '@/components/ui/LanguageSwitch';
import type { Business, User } from '@/lib/contract';
import { paths } from '@/lib/paths';
import { LogoutDialog } from '@/components/ui/LogoutDialog';

export type RoleLabelKey = 'businessOwner' | 'owner' | 'manager' | 'employee';

/** SPEC §4: the business's primary user is its Business Owner; everyone else shows their role. */
export function roleLabelKey(
  user: Pick<User, '_id' | 'role'>,
  business: Pick<Business, 'primary_user_id'> | null,
): RoleLabelKey | undefined {
  if (business && user._id === business.primary_user_id) return 'businessOwner';
  return user.role ?? undefined;
}

export function initialsOf(user: Pick<User, 'first_name' | 'last_name' | 'email'>): string {
  const letters = `${user.first_name.trim().charAt(0)}${user.last_name.trim().charAt(0)}`;
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function UserMenu({ user, business }: { user: User; business: Business | null }) {
  const t = useTranslations('shell');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const role = roleLabelKey(user, business);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.open')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36, fontSize: 15, fontWeight: 700 }}>
          {initialsOf(user)}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { minWidth: 240 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{`${user.first_name} ${user.last_name}`.trim()}</Typography>
          {role && (
            <Typography variant="body2" color="text.secondary">
              {t(`roles.${role}`)}
            </Typography>
          )}
        </Box>
        <Divider />
        <MenuItem component={NextLink} href={paths.changePassword} onClick={close}>
          <ListItemIcon>
            <LockReset fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('userMenu.changePassword')}</ListItemText>
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
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
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
