'use client';
import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a deadline `seconds` from mount (or from the last `restart`).
 * Counted from the clock, not from ticks, so a throttled background tab still ends on time.
 */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const timer = setInterval(() => {
      const rest = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setLeft(rest);
      if (rest === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => {
    setLeft(seconds);
    setDeadline(Date.now() + seconds * 1000);
  }, [seconds]);

  return { left, restart };
}
