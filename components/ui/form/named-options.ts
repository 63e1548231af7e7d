/** A choice as a select lists it. */
export interface SelectOption {
  value: string;
  label: string;
}

/** Entities offered by name and chosen by id (countries, business types …). */
export const namedOptions = (list: readonly { _id: string; name: string }[] | undefined): SelectOption[] =>
  (list ?? []).map((e) => ({ value: e._id, label: e.name }));
