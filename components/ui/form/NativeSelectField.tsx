'use client';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type SxProps, type Theme } from '@mui/material';
import useForkRef from '@mui/utils/useForkRef';
import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEventHandler,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';

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
  sx?: SxProps<Theme>;
  className?: string;
  /** The <select>'s id (the label points at it); generated when absent. */
  id?: string;
  name?: string;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  /** The <select> element, e.g. for react-hook-form to focus it on an error. */
  inputRef?: Ref<HTMLSelectElement>;
}

/** The arrow of MUI's selects (ArrowDropDown), drawn here so no icon module is loaded. */
function ArrowIcon() {
  return (
    <svg className="NativeSelectField-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d="M7 10l5 5 5-5z" />
    </svg>
  );
}

/**
 * What OutlinedInput renders in place of its <input>: the <select> with the props InputBase gives
 * (value, handlers, aria, class), and the arrow beside it. InputBase hands the options over as
 * `children` through `inputProps`, as MUI's own native select does.
 */
const SelectWithArrow = forwardRef(function SelectWithArrow(
  { ownerState: _styledOnly, children, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { ownerState?: unknown },
  ref: Ref<HTMLSelectElement>,
) {
  return (
    <>
      <select ref={ref} {...props}>
        {children}
      </select>
      <ArrowIcon />
    </>
  );
});

// MUI's native select look (NativeSelectInput, outlined): no browser arrow, room for ours on the
// right, the arrow centred 7px from the edge, greyed when disabled.
const selectLook: SxProps<Theme> = (theme) => ({
  '& .MuiInputBase-input': {
    appearance: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    borderRadius: `${theme.shape.borderRadius}px`,
    paddingRight: '32px',
    minWidth: 16,
  },
  '& .MuiInputBase-input.Mui-disabled': { cursor: 'default' },
  '& option': { backgroundColor: (theme.vars ?? theme).palette.background.paper },
  '& .NativeSelectField-icon': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    width: '1em',
    height: '1em',
    fontSize: '1.5rem',
    fill: 'currentColor',
    pointerEvents: 'none',
    color: (theme.vars ?? theme).palette.action.active,
  },
  '&.Mui-disabled .NativeSelectField-icon': { color: (theme.vars ?? theme).palette.action.disabled },
});

/**
 * A select drawn like our outlined text fields (TextInputField: same FormControl, label, outline
 * and helper text), whose list is the browser's own <select>. Why: MUI's Select brings Menu,
 * Popover, Modal and focus trapping (~14 KB gzip) into the first load of every page with an
 * on-screen filter (issue 11). The label always stays up, as a native select always shows a value.
 * Keyboard, screen readers and touch get the platform's select (role "combobox" with options).
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
  sx,
  className,
  id: idOverride,
  name,
  onBlur,
  inputRef,
}: NativeSelectFieldProps<V>) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const select = useRef<HTMLSelectElement | null>(null);
  const setSelect = useForkRef(select, inputRef);
  // The page is rendered on the server: a choice made before it hydrates changed the <select> but
  // reached no handler, and the next render would put the old value back. Once hydrated, a
  // <select> showing another of its options than `value` was changed by the person: report it.
  useLayoutEffect(() => {
    const shown = select.current?.value;
    const known = (v: string | undefined) => options.some((o) => o.value === v);
    if (shown !== undefined && shown !== value && known(value) && known(shown)) onChange(shown as V);
    // Once, at hydration: later the select is controlled and every change goes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const labelId = `${id}-label`;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className={className}
      disabled={disabled}
      error={error}
      required={required}
      fullWidth={fullWidth}
      margin={margin}
      size={size}
      variant="outlined"
      sx={sx}
    >
      <InputLabel htmlFor={id} id={labelId} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        notched
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value as V)}
        onBlur={onBlur as FocusEventHandler<HTMLInputElement | HTMLTextAreaElement> | undefined}
        inputRef={setSelect}
        aria-describedby={helperTextId}
        fullWidth={fullWidth}
        inputComponent={SelectWithArrow as never}
        inputProps={{
          children: options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.label}
            </option>
          )),
        }}
        sx={selectLook}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
