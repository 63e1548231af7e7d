import { Stack, Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';

interface Look {
  variant: TypographyProps['variant'];
  labelColor?: string;
  fontWeight?: number;
  valueSx: TypographyProps['sx'];
}

const LOOKS = {
  // A fact about the order: greyed label; the value wraps anywhere (a long e-mail address).
  fact: { variant: 'body2', labelColor: 'text.secondary', valueSx: { textAlign: 'right', overflowWrap: 'anywhere' } },
  // Money lines of the totals never wrap; the grand total is bold.
  amount: { variant: 'body2', valueSx: { whiteSpace: 'nowrap' } },
  total: { variant: 'subtitle1', fontWeight: 700, valueSx: { whiteSpace: 'nowrap', fontWeight: 700 } },
} satisfies Record<string, Look>;

/** One line of the order drawer: a label on the left, its value on the right. */
export function DrawerLine({
  label,
  children,
  look = 'fact',
}: {
  label: string;
  children: ReactNode;
  look?: keyof typeof LOOKS;
}) {
  const { variant, labelColor, fontWeight, valueSx }: Look = LOOKS[look];
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant={variant} color={labelColor} sx={{ fontWeight }}>
        {label}
      </Typography>
      {/* A div: a fact's value may be several nodes, and an amount is no paragraph or heading of its own. */}
      <Typography variant={variant} component="div" sx={valueSx}>
        {children}
      </Typography>
    </Stack>
  );
}
