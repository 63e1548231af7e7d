'use client';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { IconButton, TableCell } from '@mui/material';
import { HintTooltip } from './HintTooltip';

interface Props {
  /** The tooltips' short words ("Edit", "Delete"). */
  editTitle: string;
  deleteTitle: string;
  /** What a screen reader hears: the action and the row it acts on ("Edit Christmas"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A table row's last cell: edit and delete buttons, named for the row they act on. */
export function RowEditDeleteCell({ editTitle, deleteTitle, editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {/* Plain tooltips: MUI's would bring its positioning engine (Popper) into every list's first load. */}
      <HintTooltip title={editTitle}>
        {() => (
          <IconButton aria-label={editLabel} onClick={onEdit}>
            <Edit />
          </IconButton>
        )}
      </HintTooltip>
      <HintTooltip title={deleteTitle}>
        {() => (
          <IconButton aria-label={deleteLabel} onClick={onDelete}>
            <DeleteOutlined />
          </IconButton>
        )}
      </HintTooltip>
    </TableCell>
  );
}
