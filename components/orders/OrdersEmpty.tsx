'use client';
import type { CSSProperties } from 'react';
import { PlainIcon } from '@/components/ui/PlainIcon';

// MUI's ReceiptLongOutlined (its two paths as one).
const RECEIPT =
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z';

// Inline, not a CSS module: the grids load after the page, and a module of theirs would be one
// more stylesheet request on the way to /order-history (tests/e2e/first-paint.spec.ts).
const BOX: CSSProperties = {
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 8,
  height: '100%',
  padding: 24,
  textAlign: 'center',
};
const ICON: CSSProperties = { fontSize: '2.1875rem', color: 'var(--mui-palette-action-disabled)' };
const TITLE: CSSProperties = { margin: 0, font: 'var(--mui-font-body1)', fontWeight: 600 };
const HINT: CSSProperties = { margin: 0, font: 'var(--mui-font-body2)', color: 'var(--mui-palette-text-secondary)' };

/**
 * The order lists' "nothing here": says why the list is empty and what to try (the grids'
 * overlay and the phone's cards), in plain elements.
 */
export function OrdersEmpty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div style={BOX}>
      <span style={ICON}>
        <PlainIcon path={RECEIPT} />
      </span>
      <p style={TITLE}>{title}</p>
      {hint && <p style={HINT}>{hint}</p>}
    </div>
  );
}
