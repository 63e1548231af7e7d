'use client';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, Chip, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import type { Coupon } from '@/lib/contract';
import { useCouponTexts } from './use-coupon-texts';

interface Props<C extends Coupon> {
  coupons: C[];
  onEdit: (coupon: C) => void;
  onDelete: (coupon: C) => void;
}

/**
 * The coupons as cards, one column on a phone and more on wider screens: seven terms per coupon
 * would not fit a table's row at 375 px without scrolling sideways.
 */
export function CouponList<C extends Coupon>({ coupons, onEdit, onDelete }: Props<C>) {
  const t = useTranslations('coupons');
  return (
    <Box
      component="ul"
      aria-label={t('list.label')}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {coupons.map((coupon) => (
        <CouponCard key={coupon._id} coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </Box>
  );
}

function CouponCard<C extends Coupon>({ coupon, onEdit, onDelete }: { coupon: C } & Omit<Props<C>, 'coupons'>) {
  const t = useTranslations('coupons');
  const text = useCouponTexts();
  const titleId = useId();
  const terms: [string, string][] = [
    [t('list.terms.value'), text.value(coupon)],
    [t('list.terms.minimum'), text.minimum(coupon)],
    [t('list.terms.validity'), text.validity(coupon)],
    [t('list.terms.orderTypes'), text.orderTypes(coupon)],
    [t('list.terms.uses'), text.uses(coupon)],
    [t('list.terms.perCustomer'), text.perCustomer(coupon)],
    [t('list.terms.scope'), text.scope(coupon)],
  ];
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography
          id={titleId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 700, fontFamily: 'monospace', overflowWrap: 'anywhere' }}
        >
          {coupon.code}
        </Typography>
        <Chip
          size="small"
          color={coupon.active ? 'success' : 'default'}
          variant={coupon.active ? 'filled' : 'outlined'}
          label={coupon.active ? t('list.active') : t('list.inactive')}
        />
        <Box sx={{ flex: 1 }} />
        {/* The browser's own tooltip (title): MUI's would bring its positioning engine to the page. */}
        <IconButton
          title={t('actions.edit')}
          aria-label={t('actions.editNamed', { name: coupon.code })}
          onClick={() => onEdit(coupon)}
        >
          <Edit />
        </IconButton>
        <IconButton
          title={t('actions.delete')}
          aria-label={t('actions.deleteNamed', { name: coupon.code })}
          onClick={() => onDelete(coupon)}
        >
          <DeleteOutlined />
        </IconButton>
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {terms.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {term}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
