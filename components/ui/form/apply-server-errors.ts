import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api/api-error';

/**
 * Puts the server's per-field texts on the form's fields (dotted paths like `address.street`
 * match nested fields). Fields the form does not have are left to the error notice.
 * Returns true when at least one field got an error.
 */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  if (!(err instanceof ApiError)) return false;
  let first = true;
  for (const [field, texts] of Object.entries(err.fieldErrors)) {
    if (!fields.includes(field) || !texts[0]) continue;
    setError(field as FieldPath<T>, { type: 'server', message: texts[0] }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/** A dialog without fields shows the server's first field text (already translated), else its message. */
export function firstServerText(err: Error): string {
  return (err instanceof ApiError && Object.values(err.fieldErrors)[0]?.[0]) || err.message;
}
