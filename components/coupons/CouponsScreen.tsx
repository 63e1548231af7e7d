'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { ResourceSection } from '@/components/ui/ResourceSection';
import { shownLazily } from '@/components/ui/shown-lazily';
import { useResourceTexts } from '@/components/ui/use-resource-texts';
import { couponsQuery, useDeleteCoupon } from '@/lib/api/coupons';
import { CouponList } from './CouponList';
import styles from './coupon-list.module.css';

/** The drawer (form and zod rules) loads when first opened, not with the page. */
const CouponDrawer = dynamic(() => import('./CouponDrawer').then((m) => m.CouponDrawer), { ssr: false });
/** The check's form comes after the list; its placeholder has its size, so nothing jumps. */
const TryCouponPanel = dynamic(() => import('./TryCouponPanel').then((m) => m.TryCouponPanel), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={260} />,
});

/**
 * The results come below the check: their table, range filter and query load and run when they
 * come near the screen, not during the page's load (on a phone they are two screens down, and
 * drawn at once they lengthened the load Lighthouse times, issue 11).
 */
const CouponResults = shownLazily(() => import('./CouponResults').then((m) => m.CouponResults), 240);

/**
 * /manage/coupon: the business's coupons with create, edit and delete, a "Try a code" check and
 * the coupons' results. The page prefetches the list; the check and the results show once there
 * is a coupon to check or count.
 */
export function CouponsScreen() {
  const { texts, deleteTexts } = useResourceTexts('coupons', { intro: true });
  const coupons = useQuery(couponsQuery());
  const remove = useDeleteCoupon();
  const any = (coupons.data?.coupons.length ?? 0) > 0;

  return (
    <div className={styles.screen}>
      <ResourceSection
        query={coupons}
        // The section names what it deletes by `name`: a coupon's is its code.
        items={(data) => data.coupons.map((c) => ({ ...c, name: c.code }))}
        texts={texts}
        skeleton={{ rowHeight: 180, rows: 2 }}
        renderList={(list, { edit, remove: ask }) => <CouponList coupons={list} onEdit={edit} onDelete={ask} />}
        renderEditor={(coupon, close) => <CouponDrawer coupon={coupon} onClose={close} />}
        deleteTexts={deleteTexts}
        deleteBusy={remove.isPending}
        onDelete={(coupon, done) => remove.mutate(coupon._id, { onSuccess: done })}
      />
      {any && <TryCouponPanel />}
      {any && <CouponResults />}
    </div>
  );
}
