'use client';
import Menu from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { AppBar, Box, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import type { Business, User } from '@/lib/contract';
import { usePlanTexts } from '@/components/ui/use-plan-texts';
import { LocationSwitcher } from './LocationSwitcher';
import { PauseChip } from './PauseChip';
import { UserMenu } from './UserMenu';

interface Props {
  user: User;
  business: Business | null;
  mobile: boolean;
  collapsed: boolean;
  /** The page has folded the sidebar (the dashboard below 1280 px): nothing to toggle. */
  menuButtonHidden?: boolean;
  /** Mobile: opens the drawer. Wide screens: collapses or expands the sidebar. */
  onMenuButton: () => void;
}

/**
 * Product, location, business and plan, user menu. The menu button is hidden between 768 and
 * 1024 px, where the sidebar is forced to icons and there is nothing to toggle.
 */
export function ShellAppBar({ user, business, mobile, collapsed, menuButtonHidden, onMenuButton }: Props) {
  const t = useTranslations('shell');
  const tn = useTranslations('nav');
  const tc = useTranslations('common');
  const planTexts = usePlanTexts();
  const planName = business?.subscription.plan_name;
  // The plan in the viewer's language (billing.plans.<key>), as the billing page names it.
  const plan = planName ? planTexts.name(planName) : undefined;
  const menuLabel = mobile ? tn('openMenu') : collapsed ? tn('expandMenu') : tn('collapseMenu');
  return (
    <AppBar position="fixed" color="secondary" elevation={0} sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onMenuButton}
          aria-label={menuLabel}
          aria-expanded={mobile ? undefined : !collapsed}
          sx={{
            '@media (min-width:768px) and (max-width:1023.95px)': { display: 'none' },
            ...(menuButtonHidden && { display: 'none' }),
          }}
        >
          {!mobile && !collapsed ? <MenuOpen /> : <Menu />}
        </IconButton>
        {/* Below 600 px the location and the avatar need the room; the drawer shows the product. */}
        <Typography
          component="p"
          variant="h6"
          noWrap
          sx={{ fontWeight: 800, flexShrink: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
        >
          {tc('productName')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {business && <PauseChip canResume={user.role === 'owner' || !!user.permissions?.setup} />}
        <LocationSwitcher />
        {business && (
          <Stack sx={{ alignItems: 'flex-end', minWidth: 0, display: { xs: 'none', sm: 'flex' } }}>
            <Typography noWrap sx={{ fontWeight: 600, maxWidth: { sm: 200, md: 320 } }}>
              {business.name}
            </Typography>
            <Typography variant="caption" noWrap sx={{ opacity: 0.8 }}>
              {plan ? t('plan', { plan }) : t('noPlan')}
            </Typography>
          </Stack>
        )}
        <UserMenu user={user} business={business} />
      </Toolbar>
    </AppBar>
  );
}
