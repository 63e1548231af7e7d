'use client';

/** Placeholder until the shell chrome lands (issue 3); the frame already places it. */
export function BillingBanner() {
  return null;
}
