'use client';
import { useEffect, useState } from 'react';
import styles from './auth-frame.module.css';

export const AUTH_BACKGROUNDS = [1, 2, 3, 4, 5, 6].map((n) => `/images/auth/bg-${n}.svg`);
/** SPEC §9: six images, a new one every 10 seconds. */
export const AUTH_ROTATION_MS = 10_000;

export function AuthBackground() {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setIndex((i) => (i + 1) % AUTH_BACKGROUNDS.length), AUTH_ROTATION_MS);
    return () => clearInterval(id);
  }, []);
  return (
    <div aria-hidden data-testid="auth-background" data-index={index} className={styles.background}>
      {AUTH_BACKGROUNDS.map((src, i) => (
        <div
          key={src}
          className={styles.backgroundImage}
          style={{ backgroundImage: `url(${src})`, opacity: i === index ? 1 : 0 }}
        />
      ))}
    </div>
  );
}
