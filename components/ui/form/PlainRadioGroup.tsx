'use client';
import { useId, useRef, type FocusEventHandler } from 'react';
import { useEarlyChange } from './keep-early-input';
import styles from './plain-radio-group.module.css';

export interface PlainRadioChoice<V extends string = string> {
  value: V;
  label: string;
}

interface Props<V extends string> {
  /** The group's name for assistive technology, shown above the radios. */
  label: string;
  /** The radios' shared name: one choice per group, arrows move between them. */
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  choices: readonly PlainRadioChoice<V>[];
}

/**
 * One of a short list of choices as radio buttons under their legend, drawn as MUI's RadioGroup
 * (FormLabel, FormControlLabel, Radio) in plain elements: the same roles (a radiogroup named by
 * its legend, radios named by their labels), the browser's own keyboard (Tab into the group,
 * arrows to choose). Why: MUI's radio parts cost about 3 KB gzip on the first load of a page
 * whose form is on screen at once (issue 11).
 */
export function PlainRadioGroup<V extends string = string>({
  label,
  name,
  value,
  onChange,
  onBlur,
  choices,
}: Props<V>) {
  const labelId = useId();
  const group = useRef<HTMLDivElement>(null);
  // The page is rendered on the server: a choice made before it hydrates checked a radio but
  // reached no handler, and the next render would put the old choice back. Once hydrated, a
  // checked radio other than `value` was chosen by the person: report it (as NativeSelectField),
  // after the mount's effects, when the form listens.
  useEarlyChange(() => {
    const checked = group.current?.querySelector<HTMLInputElement>('input:checked')?.value;
    const known = (v: string | undefined) => choices.some((c) => c.value === v);
    return checked !== undefined && checked !== value && known(value) && known(checked) ? (checked as V) : null;
  }, onChange);
  return (
    <div className={styles.root}>
      <div id={labelId} className={styles.legend}>
        {label}
      </div>
      <div ref={group} role="radiogroup" aria-labelledby={labelId} className={styles.group}>
        {choices.map((c) => (
          <label key={c.value} className={styles.choice}>
            <span className={styles.radio}>
              <input
                type="radio"
                className={styles.input}
                name={name}
                value={c.value}
                checked={c.value === value}
                onChange={(e) => e.target.checked && onChange(c.value)}
                onBlur={onBlur}
              />
              <RadioIcon />
            </span>
            <span className={styles.text}>{c.label}</span>
          </label>
        ))}
      </div>
    </div>
  );
}

/** MUI's RadioButtonIcon: the ring, and the dot that grows in when checked (CSS, from the input's state). */
function RadioIcon() {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg focusable="false" viewBox="0 0 24 24">
        <path d="M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2zm0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z" />
      </svg>
      <svg focusable="false" viewBox="0 0 24 24" className={styles.dot}>
        <path d="M8.465 8.465C9.37 7.56 10.62 7 12 7C14.76 7 17 9.24 17 12C17 13.38 16.44 14.63 15.535 15.535C14.63 16.44 13.38 17 12 17C9.24 17 7 14.76 7 12C7 10.62 7.56 9.37 8.465 8.465Z" />
      </svg>
    </span>
  );
}
