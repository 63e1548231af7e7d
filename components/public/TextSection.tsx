import { Box, Typography } from '@mui/material';

/** A titled section of plain paragraphs that links can jump to (`/public#terms`). */
export function TextSection({ id, title, paragraphs }: { id: string; title: string; paragraphs: string[] }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-title`} sx={{ scrollMarginTop: 24 }}>
      <Typography id={`${id}-title`} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {paragraphs.map((text) => (
        <Typography key={text} sx={{ mb: 1.5 }}>
          {text}
        </Typography>
      ))}
    </Box>
  );
}
