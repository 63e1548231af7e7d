'use client';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import {
  audioContextClass,
  createAudioContext,
  DEFAULT_ORDER_TONE,
  playOrderTone,
  TONE_REPEAT_MS,
  type OrderToneName,
} from '@/lib/order-tone';
import { useUiSetting } from '@/lib/ui-settings';

/** Local storage key app.settings.orderSoundMuted (SPEC §9's settings place), per browser. */
export const MUTE_SETTING = 'orderSoundMuted';

/** Whether the page has had the tap or key browsers want before they play sound; null where the browser does not say. */
function pageActivated(): boolean | null {
  const activation = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return activation ? activation.hasBeenActive : null;
}

/** Whether a context made now may play: after a tap, by the browser's policy, or when the browser cannot say. */
function mayPlayNow(): boolean {
  const policy = (navigator as Navigator & { getAutoplayPolicy?: (type: string) => string }).getAutoplayPolicy;
  return pageActivated() !== false || policy?.call(navigator, 'audiocontext') === 'allowed';
}

const audioSupported = () => audioContextClass() !== null;

/**
 * Rings while `ringing` (an order in New is unseen and unconfirmed): once at once, then every
 * TONE_REPEAT_MS until someone opens or confirms it. Browsers start an AudioContext suspended
 * until the page has had a user gesture, so `blocked` tells the board to offer "Enable sound";
 * any click on the page resumes it too.
 *
 * Making an AudioContext is a long task on a tablet (it starts the audio device), so it is made
 * when it can play, not while the dashboard loads: on the first tap or key (which also lets it
 * play), or by "Enable sound"; at once where the page may already play (a tap before, a browser
 * policy, a browser that cannot say). Until then `blocked` is the browser's own answer
 * (`navigator.userActivation`), without a context.
 */
export function useNewOrderAlarm(ringing: boolean, tone: OrderToneName = DEFAULT_ORDER_TONE) {
  const [muted, setMuted] = useUiSetting<boolean>(MUTE_SETTING, false);
  const ensureRef = useRef<() => AudioContext | null>(() => null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    let ctx: AudioContext | null = null;
    // A transition: right after hydration this must not re-render the board at once, in one task.
    const update = () =>
      startTransition(() =>
        setBlocked(ctx ? ctx.state === 'suspended' : audioSupported() && pageActivated() === false),
      );
    const ensure = () => {
      if (ctx) return ctx;
      ctx = createAudioContext();
      ctx?.addEventListener?.('statechange', update);
      update();
      return ctx;
    };
    ensureRef.current = ensure;
    const resumeOnGesture = () => {
      const made = ensure();
      if (made?.state === 'suspended') void made.resume().then(update, () => undefined);
    };
    if (mayPlayNow()) ensure();
    else update();
    document.addEventListener('pointerdown', resumeOnGesture, true);
    document.addEventListener('keydown', resumeOnGesture, true);
    return () => {
      document.removeEventListener('pointerdown', resumeOnGesture, true);
      document.removeEventListener('keydown', resumeOnGesture, true);
      ensureRef.current = () => null;
      ctx?.removeEventListener?.('statechange', update);
      void ctx?.close?.().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    if (!ringing || muted) return;
    // An order rings: the context is needed now, unless the browser would only hold it back
    // (then `blocked` offers "Enable sound", and the first tap makes it).
    const ctx = mayPlayNow() ? ensureRef.current() : null;
    // `blocked` is a dependency so that enabling sound rings at once for a waiting order.
    if (!ctx || blocked) return;
    const ring = () => playOrderTone(ctx, tone);
    ring();
    const id = setInterval(ring, TONE_REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing, muted, blocked, tone]);

  const enable = useCallback(async () => {
    const ctx = ensureRef.current();
    if (!ctx) return;
    await ctx.resume().catch(() => undefined);
    setBlocked(ctx.state === 'suspended');
  }, []);

  return { muted, setMuted, blocked: blocked && !muted, enable };
}
