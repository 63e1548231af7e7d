'use client';
import { useQuery } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { iconPaths } from '@/components/ui/icon-paths';
import { ListEmpty, ListError, ListSkeleton } from '@/components/ui/ListStates';
import { PlainButton } from '@/components/ui/PlainButton';
import { PlainIcon } from '@/components/ui/PlainIcon';
import { PlainSkeleton } from '@/components/ui/PlainSkeleton';
import { useCurrentLocation } from '@/components/ui/use-current-location';
import { PHONE_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { giftCardsQuery } from '@/lib/api/gift-cards';
import { isFirstLoadFailure } from '@/lib/api/query-client';
import type { GiftCard } from '@/lib/contract';
import { GiftCardFigures } from './GiftCardFigures';
import { GiftCardHistory } from './GiftCardHistory';
import { GiftCardTable } from './GiftCardTable';
import { GiftCardToolbar } from './GiftCardToolbar';
import { groupCode } from './gift-card-code';
import { useGiftCardFormat } from './use-gift-card-format';
import { useGiftCardRights } from './use-gift-card-rights';
import styles from './gift-cards.module.css';

// The forms (and their zod rules) load when first opened, not with the page.
const IssueDialog = dynamic(() => import('./IssueDialog').then((m) => m.IssueDialog), { ssr: false });
const ReloadDialog = dynamic(() => import('./ReloadDialog').then((m) => m.ReloadDialog), { ssr: false });
const RedeemDialog = dynamic(() => import('./RedeemDialog').then((m) => m.RedeemDialog), { ssr: false });
const ResendDialog = dynamic(() => import('./ResendDialog').then((m) => m.ResendDialog), { ssr: false });
const ImportDialog = dynamic(() => import('./ImportDialog').then((m) => m.ImportDialog), { ssr: false });
// Only phones show the cards: wide screens never load them.
const GiftCardCards = dynamic(() => import('./GiftCardCards').then((m) => m.GiftCardCards), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={320} />,
});
// The summaries sit below the list: their range filter and lists load after the page, in a placeholder.
const GiftCardSummaries = dynamic(() => import('./GiftCardSummaries').then((m) => m.GiftCardSummaries), {
  ssr: false,
  loading: () => <PlainSkeleton variant="rounded" height={160} />,
});

/** Below MUI's sm breakpoint the cards are a list: the table's columns do not fit a phone. */

/** The modes GET gift-card offers, until it has answered (the same list). */
const FALLBACK_MODES = ['cash', 'card', 'online', 'complimentary'];

type Open =
  | { kind: 'issue' | 'import' }
  | { kind: 'reload' | 'redeem'; card: GiftCard | null }
  | { kind: 'resend'; card: GiftCard };

/**
 * /manage/gift-cards: the figures and the liability export, the cards with search, issue, reload,
 * redeem, resend and import, a card's history, and the sale and redeem summaries. The page
 * prefetches the list (search '').
 */
export function GiftCardManager() {
  const t = useTranslations('giftCards');
  const rights = useGiftCardRights();
  const fmt = useGiftCardFormat();
  const location = useCurrentLocation();
  const phone = useMediaQuery(PHONE_QUERY);
  // What the list was last asked for: the search box waits for a pause in the typing.
  const [searched, setSearched] = useState('');
  const list = useQuery(giftCardsQuery(searched));
  const [open, setOpen] = useState<Open | null>(null);
  const [historyId, setHistoryId] = useState<string | null>(null);
  const close = () => setOpen(null);

  const data = list.data;
  const modes = data?.payment_mode ?? FALLBACK_MODES;
  const cards = data?.gift_cards ?? [];
  const rowActions = {
    onHistory: (card: GiftCard) => setHistoryId(card._id),
    onReload: (card: GiftCard) => setOpen({ kind: 'reload', card }),
    onRedeem: (card: GiftCard) => setOpen({ kind: 'redeem', card }),
    onResend: (card: GiftCard) => setOpen({ kind: 'resend', card }),
  };
  const issueButton = rights.sell && (
    <PlainButton
      variant="contained"
      startIcon={<PlainIcon path={iconPaths.add} />}
      onClick={() => setOpen({ kind: 'issue' })}
    >
      {t('actions.issue')}
    </PlainButton>
  );

  let body;
  if (list.isPending) body = <ListSkeleton label={t('loading')} rowHeight={52} spacing={1} />;
  else if (isFirstLoadFailure(list))
    body = <ListError message={list.error.message} retryLabel={t('retry')} onRetry={() => void list.refetch()} />;
  else if (cards.length === 0 && searched.trim() === '')
    body = <ListEmpty title={t('empty.title')} text={t('empty.text')} action={issueButton || null} />;
  else if (cards.length === 0)
    body = (
      <p className={styles.noMatch} role="status">
        {t('empty.search', { search: searched.trim() })}
      </p>
    );
  else if (phone)
    body = <GiftCardCards cards={cards} rights={rights} money={fmt.money} date={fmt.date} {...rowActions} />;
  else body = <GiftCardTable cards={cards} rights={rights} money={fmt.money} date={fmt.date} {...rowActions} />;

  return (
    <div className={styles.screen}>
      {!isFirstLoadFailure(list) && <GiftCardFigures totals={data} money={fmt.money} />}
      <div className={styles.listPart}>
        <GiftCardToolbar
          search={searched}
          onSearch={setSearched}
          rights={rights}
          issueButton={issueButton}
          onReload={() => setOpen({ kind: 'reload', card: null })}
          onRedeem={() => setOpen({ kind: 'redeem', card: null })}
          onImport={() => setOpen({ kind: 'import' })}
        />
        {body}
      </div>
      {location.timeZone ? (
        <GiftCardSummaries timeZone={location.timeZone} />
      ) : (
        !location.loaded && <PlainSkeleton variant="rounded" height={160} />
      )}

      {open?.kind === 'issue' && <IssueDialog modes={modes} onClose={close} />}
      {open?.kind === 'reload' && (
        <ReloadDialog code={open.card ? groupCode(open.card.code) : ''} modes={modes} onClose={close} />
      )}
      {open?.kind === 'redeem' && (
        <RedeemDialog
          code={open.card ? groupCode(open.card.code) : ''}
          balance={open.card ? fmt.money(open.card.balance) : undefined}
          onClose={close}
        />
      )}
      {open?.kind === 'resend' && <ResendDialog card={open.card} onClose={close} />}
      {open?.kind === 'import' && (
        // The imported cards are the newest: with the search cleared they head the reloaded list.
        <ImportDialog onClose={close} onImported={() => setSearched('')} />
      )}
      <GiftCardHistory cardId={historyId} onClose={() => setHistoryId(null)} />
    </div>
  );
}
