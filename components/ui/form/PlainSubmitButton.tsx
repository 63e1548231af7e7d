import { PlainButton, type PlainButtonProps } from '../PlainButton';

/**
 * SubmitButton in plain elements, for forms on a page's first screen: contained and large,
 * disabled and spinning while its call runs (SPEC §4 busy flags), so nothing is sent twice.
 */
export function PlainSubmitButton({ busy, children, ...rest }: PlainButtonProps & { busy: boolean }) {
  return (
    <PlainButton type="submit" variant="contained" size="large" busy={busy} {...rest}>
      {children}
    </PlainButton>
  );
}
