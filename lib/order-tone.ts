/**
 * The new-order sound, made with the Web Audio API (no audio file to ship, cache or fail to
 * load). The location's `new_order_tone` setting is not in the API yet: callers pass a tone name
 * (one of orderTones) and anything else, or nothing, falls back to DEFAULT_ORDER_TONE, so the
 * setting can be wired in later without touching this file.
 */

export const orderTones = ['chime', 'bell', 'beep'] as const;
export type OrderToneName = (typeof orderTones)[number];
export const DEFAULT_ORDER_TONE: OrderToneName = 'chime';
/** The tone repeats this often while an order waits (issue 5: ring until someone looks). */
export const TONE_REPEAT_MS = 4000;

interface Note {
  /** Hz. */
  freq: number;
  /** Seconds after the tone starts. */
  at: number;
  /** Seconds until it has faded out. */
  length: number;
}

const TONES: Record<OrderToneName, { wave: OscillatorType; volume: number; notes: Note[] }> = {
  // A falling major third, twice: a doorbell-like "ding-dong" that is hard to miss in a kitchen
  // yet not an alarm.
  chime: {
    wave: 'sine',
    volume: 0.35,
    notes: [
      { freq: 880, at: 0, length: 0.6 },
      { freq: 698.46, at: 0.35, length: 0.9 },
      { freq: 880, at: 1.2, length: 0.6 },
      { freq: 698.46, at: 1.55, length: 0.9 },
    ],
  },
  bell: {
    wave: 'triangle',
    volume: 0.3,
    notes: [
      { freq: 1318.51, at: 0, length: 1.2 },
      { freq: 987.77, at: 0.25, length: 1.4 },
    ],
  },
  beep: {
    wave: 'square',
    volume: 0.12,
    notes: [
      { freq: 1000, at: 0, length: 0.15 },
      { freq: 1000, at: 0.25, length: 0.15 },
      { freq: 1000, at: 0.5, length: 0.15 },
    ],
  },
};

/** The browser's AudioContext class, or null where it has none (old browsers, tests without a mock). */
export function audioContextClass(): typeof AudioContext | null {
  if (typeof window === 'undefined') return null;
  return (
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext ??
    null
  );
}

/** A new AudioContext, or null where the browser has none. */
export function createAudioContext(): AudioContext | null {
  const Ctor = audioContextClass();
  return Ctor ? new Ctor() : null;
}

/**
 * Plays the tone once on `ctx`. A context the browser keeps suspended (autoplay rule) would
 * queue the notes and play them all at once later, so nothing is scheduled until it runs.
 * Returns whether the tone was played.
 */
export function playOrderTone(ctx: AudioContext, name: OrderToneName = DEFAULT_ORDER_TONE): boolean {
  if (ctx.state !== 'running') return false;
  const tone = TONES[name];
  const start = ctx.currentTime + 0.02;
  for (const note of tone.notes) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = tone.wave;
    osc.frequency.value = note.freq;
    // A quick attack and an exponential fade: a struck sound, no click at either end.
    const t0 = start + note.at;
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(tone.volume, t0 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.length);
    osc.connect(gain);
    gain.connect(ctx.destination);
    osc.start(t0);
    osc.stop(t0 + note.length + 0.05);
  }
  return true;
}
