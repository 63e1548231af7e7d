'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { PlainButton } from '@/components/ui/PlainButton';

interface Props {
  hidden: number;
  onMore: () => void;
}

/**
 * The end of a long column: "24 more" shows the next cards, by a tap or by itself once scrolled
 * into view. A column of 500 orders thus mounts a screenful of cards, and a drag re-renders
 * that many, not 500 (issue 11 item 5).
 */
export function MoreCards({ hidden, onMore }: Props) {
  const t = useTranslations('orderBoard');
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  useEffect(() => {
    more.current = onMore;
  });
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && more.current(), {
      rootMargin: '200px 0px',
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <PlainButton ref={ref} size="small" onClick={onMore}>
      {t('more', { count: hidden })}
    </PlainButton>
  );
}
