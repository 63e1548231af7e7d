import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { Box, Card, CardActions, IconButton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { WebsiteImage } from '@/lib/contract/website-manager';

interface Props {
  image: WebsiteImage;
  /** The image's name for its alt text and buttons ("Gallery image 2"). */
  name: string;
  deleteLabel: string;
  onDelete: () => void;
  disabled?: boolean;
  /** Buttons before the delete one (move earlier / later). */
  actions?: ReactNode;
}

/** One website image: the picture at 4:3, its name, its buttons. */
export function ImageTile({ image, name, deleteLabel, onDelete, disabled, actions }: Props) {
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <Box
        component="img"
        src={image.url}
        alt={name}
        loading="lazy"
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        sx={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '4 / 3',
          objectFit: 'cover',
          bgcolor: 'grey.100',
        }}
      />
      <CardActions sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2" color="text.secondary" sx={{ pl: 1 }}>
          {name}
        </Typography>
        <Box>
          {actions}
          <IconButton size="small" color="error" aria-label={deleteLabel} onClick={onDelete} disabled={disabled}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      </CardActions>
    </Card>
  );
}
