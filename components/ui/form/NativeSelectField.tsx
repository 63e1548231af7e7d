'use client';
import {
  useCallback,
  useId,
  useRef,
  type CSSProperties,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import { assignRef, useEarlyChange } from './keep-early-input';
import plain from './plain-outlined-field.module.css';
import { REQUIRED_MARK, RequiredMark } from './RequiredMark';
import styles from './native-select-field.module.css';
import { classNames } from '../class-names';

export interface NativeSelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface NativeSelectFieldProps<V extends string = string> {
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: readonly NativeSelectOption<V>[];
  helperText?: ReactNode;
  error?: boolean;
  disabled?: boolean;
  required?: boolean;
  size?: 'small' | 'medium';
  /** Off by default: these selects mostly sit in a row of filters. */
  fullWidth?: boolean;
  margin?: 'none' | 'dense' | 'normal';
  /** On the outer box (a minimum width in a row of filters). */
  style?: CSSProperties;
  className?: string;
  /** The <select>'s id (the label points at it); generated when absent. */
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The <select> element, e.g. for react-hook-form to focus it on an error. */
  inputRef?: Ref<HTMLSelectElement>;
}

/**
 * A select drawn as our outlined text fields (label kept up over the outline's gap, helper text,
 * the theme's colours, hover, focus, error and disabled states) in plain elements on the theme's
 * CSS variables (plain-outlined-field.module.css, as PlainOutlinedField), whose list is the
 * browser's own <select>. Why: MUI's Select brings Menu, Popover, Modal and focus trapping (~14 KB
 * gzip), and MUI's input parts (FormControl, InputLabel, OutlinedInput, InputBase) ~6.5 KB more,
 * into the first load of every page with an on-screen filter (issue 11). The label always stays
 * up, as a native select always shows a value. Keyboard, screen readers and touch get the
 * platform's select (role "combobox" with options).
 */
export function NativeSelectField<V extends string = string>({
  label,
  value,
  onChange,
  options,
  helperText,
  error = false,
  disabled = false,
  required = false,
  size = 'medium',
  fullWidth = false,
  margin = 'none',
  style,
  className,
  id: idOverride,
  name,
  onBlur,
  inputRef,
}: NativeSelectFieldProps<V>) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const select = useRef<HTMLSelectElement | null>(null);
  const setSelect = useCallback(
    (el: HTMLSelectElement | null) => {
      select.current = el;
      assignRef(inputRef, el);
    },
    [inputRef],
  );
  // The page is rendered on the server: a choice made before it hydrates changed the <select> but
  // reached no handler, and the next render would put the old value back. Once hydrated, a
  // <select> showing another of its options than `value` was changed by the person: report it.
  useEarlyChange(() => {
    const shown = select.current?.value;
    const known = (v: string | undefined) => options.some((o) => o.value === v);
    return shown !== undefined && shown !== value && known(value) && known(shown) ? (shown as V) : null;
  }, onChange);
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const root = classNames(
    plain.root,
    fullWidth && plain.fullWidth,
    margin === 'normal' && plain.marginNormal,
    margin === 'dense' && plain.marginDense,
    size === 'small' && plain.small,
    error && plain.error,
    disabled && plain.disabled,
    className,
  );
  return (
    <div className={root} style={style}>
      <label htmlFor={id} id={`${id}-label`} className={plain.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={plain.control}>
        <select
          id={id}
          ref={setSelect}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value as V)}
          onBlur={onBlur}
          disabled={disabled}
          required={required}
          aria-invalid={error || undefined}
          aria-describedby={helperTextId}
          className={classNames(plain.input, styles.select)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          ))}
        </select>
        {/* The arrow of MUI's selects (ArrowDropDown), drawn here so no icon module is loaded. */}
        <svg className={styles.arrow} focusable="false" aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <fieldset aria-hidden="true" className={plain.outline}>
          <legend>
            <span>
              {label}
              {required && REQUIRED_MARK}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperTextId} className={plain.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}
