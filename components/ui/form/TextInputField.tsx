'use client';
import { FormControl, FormHelperText, InputLabel, OutlinedInput, type TextFieldProps } from '@mui/material';
import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import { forwardRef, useId, type ComponentProps, type Ref } from 'react';
import { classNames } from '../class-names';
import { useKeepEarlyInput } from './keep-early-input';

/** What our text fields pass: MUI TextField's props without `select`; always drawn outlined. */
export type TextInputFieldProps = Omit<TextFieldProps, 'select' | 'slots'>;

type SlotProps = {
  input?: Partial<ComponentProps<typeof OutlinedInput>>;
  htmlInput?: Record<string, unknown>;
  inputLabel?: Partial<ComponentProps<typeof InputLabel>>;
  formHelperText?: Partial<ComponentProps<typeof FormHelperText>>;
};

/**
 * MUI's TextField as we use it (outlined, never a select), built from the same parts: FormControl,
 * InputLabel, OutlinedInput, FormHelperText. Same markup, classes, ids and theme defaults
 * (`MuiTextField` defaultProps), so it looks and reads the same to a person and to a screen reader.
 * Why: TextField imports Select, Menu, Popover, Modal and the filled and standard inputs whatever
 * its props, about 14 KB gzip on the first load of every page with a text field (issue 11).
 * Selects keep TextField (FormSelect), which loads them anyway.
 */
export const TextInputField = forwardRef(function TextInputField(
  inProps: TextInputFieldProps,
  ref: Ref<HTMLDivElement>,
) {
  const props = useDefaultProps({ props: inProps, name: 'MuiTextField' }) as TextInputFieldProps;
  const {
    autoComplete,
    autoFocus = false,
    className,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    variant: _outlinedAlways,
    ...other
  } = props;
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  // The text area too: text typed into it before hydration is reported once mounted.
  const keepEarlyInput = useKeepEarlyInput(
    value,
    inputRef as Ref<HTMLInputElement | HTMLTextAreaElement> | undefined,
    multiline ? id : undefined,
  );
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const slots = slotProps as SlotProps;
  const labelProps = { ...slots.inputLabel };
  return (
    <FormControl
      ref={ref}
      className={classNames('MuiTextField-root', className)}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      color={color}
      variant="outlined"
      {...other}
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...labelProps}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={keepEarlyInput}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(labelProps.shrink !== undefined && { notched: labelProps.shrink })}
        inputProps={slots.htmlInput}
        {...slots.input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...slots.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
});
