'use client';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { iconPaths } from '@/components/ui/icon-paths';
import { PlainIconButton } from '@/components/ui/PlainButton';
import { PlainChip } from '@/components/ui/PlainChip';
import { PlainIcon } from '@/components/ui/PlainIcon';
import type { Coupon } from '@/lib/contract';
import panel from '@/components/ui/plain-panel.module.css';
import styles from './coupon-list.module.css';
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
    <ul aria-label={t('list.label')} className={styles.list}>
      {coupons.map((coupon) => (
        <CouponCard key={coupon._id} coupon={coupon} onEdit={onEdit} onDelete={onDelete} />
      ))}
    </ul>
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
    <li aria-labelledby={titleId} className={`${panel.outlined} ${styles.card}`}>
      <div className={styles.head}>
        <h3 id={titleId} className={styles.code}>
          {coupon.code}
        </h3>
        <PlainChip
          color={coupon.active ? 'success' : 'default'}
          variant={coupon.active ? 'filled' : 'outlined'}
          label={coupon.active ? t('list.active') : t('list.inactive')}
        />
        <span className={styles.spacer} />
        {/* The browser's own tooltip (title): MUI's would bring its positioning engine to the page. */}
        <PlainIconButton
          title={t('actions.edit')}
          aria-label={t('actions.editNamed', { name: coupon.code })}
          onClick={() => onEdit(coupon)}
        >
          <PlainIcon path={iconPaths.edit} />
        </PlainIconButton>
        <PlainIconButton
          title={t('actions.delete')}
          aria-label={t('actions.deleteNamed', { name: coupon.code })}
          onClick={() => onDelete(coupon)}
        >
          <PlainIcon path={iconPaths.deleteOutlined} />
        </PlainIconButton>
      </div>
      <dl className={styles.terms}>
        {terms.map(([term, value]) => (
          <div key={term} className={styles.term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
