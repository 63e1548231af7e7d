'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  createAudioContext,
  DEFAULT_ORDER_TONE,
  playOrderTone,
  TONE_REPEAT_MS,
  type OrderToneName,
} from '@/lib/order-tone';
import { useUiSetting } from '@/lib/ui-settings';

/** Local storage key app.settings.orderSoundMuted (SPEC §9's settings place), per browser. */
export const MUTE_SETTING = 'orderSoundMuted';

/**
 * Rings while `ringing` (an order in New is unseen and unconfirmed): once at once, then every
 * TONE_REPEAT_MS until someone opens or confirms it. Browsers start an AudioContext suspended
 * until the page has had a user gesture, so `blocked` tells the board to offer "Enable sound";
 * any click on the page resumes it too.
 */
export function useNewOrderAlarm(ringing: boolean, tone: OrderToneName = DEFAULT_ORDER_TONE) {
  const [muted, setMuted] = useUiSetting<boolean>(MUTE_SETTING, false);
  const ctxRef = useRef<AudioContext | null>(null);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    const ctx = createAudioContext();
    ctxRef.current = ctx;
    if (!ctx) return;
    const update = () => setBlocked(ctx.state === 'suspended');
    update();
    ctx.addEventListener?.('statechange', update);
    const resumeOnGesture = () => {
      if (ctx.state === 'suspended') void ctx.resume().then(update, () => undefined);
    };
    document.addEventListener('pointerdown', resumeOnGesture, true);
    document.addEventListener('keydown', resumeOnGesture, true);
    return () => {
      ctx.removeEventListener?.('statechange', update);
      document.removeEventListener('pointerdown', resumeOnGesture, true);
      document.removeEventListener('keydown', resumeOnGesture, true);
      ctxRef.current = null;
      void ctx.close?.().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    // `blocked` is a dependency so that enabling sound rings at once for a waiting order.
    if (!ringing || muted || blocked) return;
    const ring = () => {
      if (ctxRef.current) playOrderTone(ctxRef.current, tone);
    };
    ring();
    const id = setInterval(ring, TONE_REPEAT_MS);
    return () => clearInterval(id);
  }, [ringing, muted, blocked, tone]);

  const enable = useCallback(async () => {
    const ctx = ctxRef.current;
    if (!ctx) return;
    await ctx.resume().catch(() => undefined);
    setBlocked(ctx.state === 'suspended');
  }, []);

  return { muted, setMuted, blocked: blocked && !muted, enable };
}
