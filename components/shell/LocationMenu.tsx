'use client';
import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import type { Location } from '@/lib/contract';

export interface LocationMenuProps {
  menuId: string;
  /** The switcher's button while the menu is open. */
  anchor: HTMLElement | null;
  onClose: () => void;
  /** The list's accessible name. */
  label: string;
  locations: readonly Location[];
  currentId: string;
  onChoose: (location: Location) => void;
}

/** The location switcher's menu (LocationSwitcher loads it on the first opening). */
export function LocationMenu({ menuId, anchor, onClose, label, locations, currentId, onChoose }: LocationMenuProps) {
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      transformOrigin={{ vertical: 'top', horizontal: 'left' }}
      slotProps={{ paper: { sx: { minWidth: 240, maxHeight: 400 } }, list: { 'aria-label': label } }}
    >
      {locations.map((loc) => {
        const selected = loc._id === currentId;
        const city = loc.address.city;
        return (
          <MenuItem
            key={loc._id}
            selected={selected}
            aria-current={selected ? 'true' : undefined}
            onClick={() => onChoose(loc)}
          >
            <ListItemIcon>{selected && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={loc.name} secondary={city || undefined} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
