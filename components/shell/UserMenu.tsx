'use client';
import { Avatar, IconButton } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { Business, User } from '@/lib/contract';
import type { UserMenuPopupProps } from './UserMenuPopup';

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

/** The menu and the logout confirmation load when first opened, not with every page. */
const UserMenuPopup = openedLazily<UserMenuPopupProps>(
  () => import('./UserMenuPopup').then((m) => m.UserMenuPopup),
  (p) => p.anchor !== null || p.confirming,
);

export function UserMenu({ user, business }: { user: User; business: Business | null }) {
  const t = useTranslations('shell');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
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
      <UserMenuPopup
        menuId={menuId}
        anchor={anchor}
        onClose={() => setAnchor(null)}
        name={`${user.first_name} ${user.last_name}`.trim()}
        role={roleLabelKey(user, business)}
        confirming={confirming}
        onConfirming={setConfirming}
      />
    </>
  );
}
