import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import DriveFileMove from '@mui/icons-material/DriveFileMove';
import Edit from '@mui/icons-material/Edit';
import type { ReactNode } from 'react';
import type { MenuRowAction } from './row-action-items';

/** The icon beside each action in a row's menu; loaded with the menu (RowActionsMenu), not the list. */
export const rowActionIcons: Record<MenuRowAction, ReactNode> = {
  edit: <Edit fontSize="small" />,
  addItem: <Add fontSize="small" />,
  clone: <ContentCopy fontSize="small" />,
  copy: <DriveFileMove fontSize="small" />,
  moveUp: <ArrowUpward fontSize="small" />,
  moveDown: <ArrowDownward fontSize="small" />,
  delete: <DeleteOutline fontSize="small" />,
};
