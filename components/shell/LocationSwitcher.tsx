'use client';
import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Button, CircularProgress, ListItemIcon, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { userQuery } from '@/lib/api/account';
import { ApiError, NETWORK_ERROR_STATUS } from '@/lib/api/api-error';
import { announceSessionEnded } from '@/lib/api/session-events';
import type { Location } from '@/lib/contract';

export const SELECT_LOCATION_URL = '/api/session/location';

/** Asks the BFF to scope the session to `location`; it checks the user may see it. */
async function selectLocation(location: string, failText: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(SELECT_LOCATION_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ location }),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, failText);
  }
  if (res.ok) return;
  if (res.status === 401) announceSessionEnded();
  const body: unknown = await res.json().catch(() => undefined);
  const message = body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' ? body.message : failText;
  throw new ApiError(res.status, message, {}, body);
}

/**
 * SPEC §2/§6: the location every screen works on. The owner sees all the business's locations,
 * staff only theirs (GET user already filters). With a single location it still shows, read-only,
 * so the merchant knows where they are.
 */
export function LocationSwitcher() {
  const t = useTranslations('shell.location');
  const menuId = useId();
  const router = useRouter();
  const queryClient = useQueryClient();
  const { data } = useQuery(userQuery());
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  const switchTo = useMutation({
    mutationFn: (loc: Location) => selectLocation(loc._id, t('failed', { name: loc.name })),
    onSuccess: async (_r, loc) => {
      enqueueSnackbar(t('switched', { name: loc.name }), { variant: 'success' });
      // Server components read the session too: refresh them along with every cached query.
      router.refresh();
      await queryClient.invalidateQueries();
    },
  });

  const business = data?.business;
  if (!data || !business || business.locations.length === 0) return null;
  const locations = business.locations;
  const currentId = switchTo.isPending ? switchTo.variables._id : (data.user.location ?? business.location);
  const current = locations.find((l) => l._id === currentId) ?? locations.find((l) => l.is_primary) ?? locations[0];

  const label = (
    <Typography component="span" noWrap sx={{ fontWeight: 600, maxWidth: { xs: 110, sm: 220 } }}>
      {current.name}
    </Typography>
  );

  if (locations.length === 1) {
    return (
      <Box
        role="group"
        aria-label={t('current', { name: current.name })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, minWidth: 0, px: 1 }}
      >
        <PlaceOutlinedIcon fontSize="small" aria-hidden />
        {label}
      </Box>
    );
  }

  const choose = (loc: Location) => {
    setAnchor(null);
    if (loc._id !== current._id) switchTo.mutate(loc);
  };

  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={switchTo.isPending}
        aria-busy={switchTo.isPending}
        aria-label={switchTo.isPending ? t('switching', { name: current.name }) : t('change', { name: current.name })}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        startIcon={switchTo.isPending ? <CircularProgress size={16} color="inherit" /> : <PlaceOutlinedIcon fontSize="small" />}
        endIcon={<ExpandMoreIcon />}
        sx={{ minWidth: 0, '&.Mui-disabled': { color: 'inherit', opacity: 0.7 } }}
      >
        {label}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 400 } }, list: { 'aria-label': t('menu') } }}
      >
        {locations.map((loc) => {
          const selected = loc._id === current._id;
          const city = loc.address.city;
          return (
            <MenuItem key={loc._id} selected={selected} aria-current={selected ? 'true' : undefined} onClick={() => choose(loc)}>
              <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={loc.name} secondary={city || undefined} />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
