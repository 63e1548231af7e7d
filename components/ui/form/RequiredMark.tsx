import plain from './plain-outlined-field.module.css';

/** MUI's required mark: a thin space and a star (FormLabel's asterisk, OutlinedInput's notch). */
export const REQUIRED_MARK = '\u2009*';

/**
 * The required mark after a plain field's label (PlainOutlinedField, NativeSelectField), in the
 * error colour with the label: seen, not read, as the control itself is marked required (its name
 * stays the label). The outline's notch holds REQUIRED_MARK after the label, so the gap fits it.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={plain.asterisk}>
      {REQUIRED_MARK}
    </span>
  );
}
