'use client';
import { classNames } from './class-names';
import styles from './plain-toggle-group.module.css';
import { moveTabFocus } from './tab-keys';

interface Props<V extends string | number> {
  options: readonly { value: V; label: string }[];
  /** The chosen option; null: none. */
  value: V | null;
  /** A button was pressed (the chosen one too: the caller says whether that unchooses it). */
  onChoose: (value: V) => void;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The labels as written, not upper case (MUI's `textTransform: none`, 12 px at the sides). */
  asWritten?: boolean;
}

/**
 * MUI's exclusive ToggleButtonGroup (size small) in plain elements: pressed buttons in a named
 * group, one tab stop (the chosen button, else the first), arrows, Home and End between them.
 * Why: MUI's ToggleButton brings ButtonBase and its styles to a first screen (issue 11).
 */
export function PlainToggleGroup<V extends string | number>({
  options,
  value,
  onChoose,
  asWritten = false,
  ...label
}: Props<V>) {
  const stop = value ?? options[0]?.value;
  return (
    <div role="group" {...label} className={styles.group} onKeyDown={(e) => moveTabFocus(e, 'button')}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={classNames(styles.button, asWritten && styles.asWritten)}
          aria-pressed={option.value === value}
          tabIndex={option.value === stop ? 0 : -1}
          onClick={() => onChoose(option.value)}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
