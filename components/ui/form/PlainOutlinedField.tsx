'use client';
import {
  useId,
  type CSSProperties,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { useKeepEarlyInput } from './keep-early-input';
import { REQUIRED_MARK, RequiredMark } from './RequiredMark';
import styles from './plain-outlined-field.module.css';
import { classNames } from '../class-names';

export interface PlainOutlinedFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style'> {
  label: string;
  /** `small`: MUI's small field (40 px high), as in a row of filters. */
  size?: 'small' | 'medium';
  /**
   * An icon at the start, inside the outline (search), or a text (a currency sign, in the
   * secondary text colour as MUI's adornments). Its label stays up, as MUI's does.
   */
  startIcon?: ReactNode;
  /** A button at the end, inside the outline (show or hide a password), or a text (a unit, a currency sign). */
  endAdornment?: ReactNode;
  /** A text area growing with its text from `minRows` lines (MUI's multiline TextField). */
  multiline?: boolean;
  minRows?: number;
  /** Code typed as text (a script): monospace, no spell check. */
  code?: boolean;
  /**
   * The label rests inside the empty field and floats up on focus, typing or autofill, as MUI's
   * TextField does. Off: the label stays up (a search with its icon, a day).
   */
  floatingLabel?: boolean;
  /**
   * The label names the input for screen readers only, and no notch is cut for it: a lone search
   * whose placeholder says what it is for, as MUI's OutlinedInput without a label draws it.
   */
  hiddenLabel?: boolean;
  /** Outline, label and helper text in the error colour; the input is marked invalid. */
  error?: boolean;
  /** Under the field, announced with it: a hint, or the error. */
  helperText?: ReactNode;
  /** As MUI's TextField in our theme: full width and a normal margin unless told otherwise. */
  fullWidth?: boolean;
  margin?: 'none' | 'normal';
  /** On the outer box (width limits). */
  style?: CSSProperties;
  /** The input, or the text area of a `multiline` field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A text beside the input reads as MUI's adornment text (Typography, secondary colour). */
const affix = (node: ReactNode) => (typeof node === 'string' ? <span className={styles.affix}>{node}</span> : node);

/**
 * A text input drawn as our outlined TextField (label, notched outline, helper text, the theme's
 * colours, hover, focus and error states) in plain elements: the label names the input and the
 * helper text describes it, so it reads the same to a screen reader and to the e2e specs. Why: a
 * page whose only fields are a search, a day or a short form pays no MUI input code on its first
 * load (InputBase, OutlinedInput, FormControl and InputLabel: ~8 KB gzip, issue 11).
 */
export function PlainOutlinedField({
  label,
  size = 'medium',
  startIcon,
  endAdornment,
  floatingLabel = false,
  hiddenLabel = false,
  error = false,
  helperText,
  fullWidth = true,
  margin = 'normal',
  style,
  className,
  id: idOverride,
  inputRef,
  multiline = false,
  minRows = 1,
  code = false,
  ...input
}: PlainOutlinedFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  // The text area too: text typed into it before hydration is reported once mounted.
  const keepEarlyInput = useKeepEarlyInput<HTMLInputElement | HTMLTextAreaElement>(
    input.value,
    inputRef as Ref<HTMLInputElement | HTMLTextAreaElement> | undefined,
    multiline ? id : undefined,
  );
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const filled = input.value !== undefined && input.value !== '';
  const root = classNames(
    styles.root,
    fullWidth && styles.fullWidth,
    margin === 'normal' && styles.marginNormal,
    size === 'small' && styles.small,
    floatingLabel && !startIcon && !hiddenLabel && styles.floating,
    hiddenLabel && styles.hiddenLabel,
    filled && styles.filled,
    error && styles.error,
    input.disabled && styles.disabled,
    multiline && styles.multiline,
    code && styles.code,
    className,
  );
  const control = {
    id,
    ref: keepEarlyInput,
    className: styles.input,
    'aria-invalid': error || undefined,
    'aria-describedby': helperId,
    ...(code && { spellCheck: false }),
  };
  return (
    <div className={root} style={style}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {input.required && <RequiredMark />}
      </label>
      <div
        className={classNames(
          styles.control,
          startIcon !== undefined && styles.adornedStart,
          endAdornment !== undefined && styles.adornedEnd,
        )}
      >
        {startIcon && <span className={styles.icon}>{affix(startIcon)}</span>}
        {multiline ? (
          <textarea
            {...control}
            rows={minRows}
            // Growing with its text (field-sizing), never under its rows.
            style={{ minHeight: `${minRows * 1.4375}em` }}
            // The same props as the input's (value, onChange, name …): a text area takes them all.
            {...(input as unknown as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          />
        ) : (
          <input {...control} {...input} />
        )}
        {endAdornment !== undefined && <div className={styles.endAdornment}>{affix(endAdornment)}</div>}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend>
            <span>
              {label}
              {input.required && REQUIRED_MARK}
            </span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p id={helperId} className={styles.helper}>
          {helperText}
        </p>
      )}
    </div>
  );
}

/** MUI's Search icon, inline: no icon module on the first load. `small` as MUI's fontSize="small". */
export function SearchGlyph({ small = false }: { small?: boolean }) {
  const size = small ? '1.25rem' : '1.5rem';
  return (
    <svg focusable="false" aria-hidden="true" viewBox="0 0 24 24" style={{ width: size, height: size }}>
      <path d="M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3S3 5.91 3 9.5 5.91 16 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14" />
    </svg>
  );
}
