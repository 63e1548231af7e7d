'use client';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { openedLazily } from '@/components/ui/opened-lazily';
import type { Business, User } from '@/lib/contract';
import styles from './app-bar.module.css';
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

/** The menu and the logout confirmation (MUI's Menu and Dialog) load when first opened, not with every page. */
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
      <button
        type="button"
        className={styles.avatarButton}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={t('userMenu.open')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
      >
        <span className={styles.avatar}>{initialsOf(user)}</span>
      </button>
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
