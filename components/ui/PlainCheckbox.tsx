import type { ChangeEvent } from 'react';
import { PlainIcon } from './PlainIcon';
import styles from './plain-checkbox.module.css';

// Material's check-box icons, as MUI's Checkbox draws them.
const BLANK = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const INDETERMINATE = 'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z';

interface Props {
  checked: boolean;
  /** Some of what it stands for is ticked: drawn so, the box itself stays unticked (as MUI's). */
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  /** The checkbox's name: it has no visible label. */
  'aria-label': string;
}

/**
 * MUI's small Checkbox in plain elements (plain-checkbox.module.css): the same native checkbox
 * under the same icon, so it reads, ticks and tabs as before, without MUI's SwitchBase and
 * ButtonBase on a page's first load (the menu list shows one per row).
 */
export function PlainCheckbox({ checked, indeterminate = false, disabled, onChange, ...aria }: Props) {
  const path = indeterminate ? INDETERMINATE : checked ? CHECKED : BLANK;
  return (
    <span className={checked || indeterminate ? `${styles.root} ${styles.on}` : styles.root}>
      <input
        type="checkbox"
        className={styles.input}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        data-indeterminate={indeterminate}
        {...aria}
      />
      <PlainIcon path={path} />
    </span>
  );
}
