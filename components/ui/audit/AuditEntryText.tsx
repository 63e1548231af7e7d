'use client';
import { Typography } from '@mui/material';
import type { EntryText } from './describe-change';

/** An entry's sentences, then a create's values in smaller, quieter type. */
export function AuditEntryText({ text }: { text: EntryText }) {
  return (
    <>
      {text.sentences.map((sentence, i) => (
        <Typography key={`s${i}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {sentence}
        </Typography>
      ))}
      {text.details.map((line, i) => (
        <Typography
          key={`d${i}`}
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {line}
        </Typography>
      ))}
    </>
  );
}
