import { readPath, sameValue, withPath } from './light-paths';

/** One field's error: a `validation.*` key of the form's own checks, or the server's text. */
export interface LightFieldError {
  type?: string;
  message?: string;
}

/** Errors by the field's dotted path. */
export type LightErrors = Readonly<Record<string, LightFieldError>>;

/** A check's answer: the values to send (what the schema made of them), or the fields in error. */
export type LightResult<Out> = { values: Out; errors?: undefined } | { values?: undefined; errors: LightErrors };

/** Checks the whole form (a zod schema, loaded on first use): see light-resolver.ts. */
export type LightResolver<In, Out = In> = (values: In) => LightResult<Out> | Promise<LightResult<Out>>;

export interface LightFormState {
  /** The values differ from the last reset (the server's copy). */
  isDirty: boolean;
  /** A submit is checking or running its handler. */
  isSubmitting: boolean;
  /** Submitted since the last reset: from then on each change checks its field again. */
  isSubmitted: boolean;
  submitCount: number;
}

export interface LightFormOptions<In, Out> {
  defaultValues?: In;
  resolver?: LightResolver<In, Out>;
}

export interface LightForm<In extends object = Record<string, unknown>, Out = In> {
  /** For useSyncExternalStore: called on every change; each reader compares its own snapshot. */
  subscribe: (listener: () => void) => () => void;
  getValues: () => In;
  getValue: (name: string) => unknown;
  getErrors: () => LightErrors;
  getError: (name: string) => LightFieldError | undefined;
  getState: () => LightFormState;
  /** Sets a value, as code does (no check). */
  setValue: (name: string, value: unknown) => void;
  /** What a field does when the merchant types: sets the value and, after a submit, checks that field again. */
  change: (name: string, value: unknown) => void;
  /** A new starting point (the server's copy): values, "unsaved" measured against them, no errors, not submitted. */
  reset: (values?: In) => void;
  /** Puts an error on a field (the server's, through useFormFailure), optionally focusing it. */
  setError: (name: string, error: LightFieldError, options?: { shouldFocus?: boolean }) => void;
  clearErrors: (name?: string) => void;
  /** The ref a field gives its input, so a submit can focus the first field in error. Stable per name. */
  fieldRef: (name: string) => (element: HTMLElement | null) => void;
  setFocus: (name: string) => void;
  /**
   * The form's onSubmit: checks with the resolver; on errors shows them and focuses the first
   * field in error (in the page's order), else calls `onValid` with what the resolver made of the values.
   */
  handleSubmit: (
    onValid: (values: Out) => unknown,
    onInvalid?: (errors: LightErrors) => void,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>;
  setResolver: (resolver: LightResolver<In, Out> | undefined) => void;
}

/**
 * A form as its fields and watchers use it, whatever the type of its values: field bindings take
 * this, so they need no type parameters.
 */
export type LightFormHandle = Pick<
  LightForm<object, unknown>,
  'subscribe' | 'getValue' | 'getError' | 'getState' | 'setValue' | 'change' | 'fieldRef'
>;

const hasErrors = (errors: LightErrors | undefined): errors is LightErrors =>
  !!errors && Object.keys(errors).length > 0;

function without(errors: LightErrors, name: string): LightErrors {
  const { [name]: _dropped, ...rest } = errors;
  return rest;
}

/**
 * A form's values, errors and state outside React (what react-hook-form did for our forms, in
 * about 2 KB): values are replaced, never mutated, so a field or a watcher re-renders only when
 * the value it reads changes (use-light-form.ts). Values of fields not on screen (hidden by a
 * switch or a search) are kept and sent.
 */
export function createLightForm<In extends object, Out = In>({
  defaultValues,
  resolver: initialResolver,
}: LightFormOptions<In, Out> = {}): LightForm<In, Out> {
  let resolver = initialResolver;
  let defaults = (defaultValues ?? {}) as In;
  let values = defaults;
  let errors: LightErrors = {};
  let state: LightFormState = { isDirty: false, isSubmitting: false, isSubmitted: false, submitCount: 0 };
  // Bumped by each reset: a check started before it must not put errors on the new copy.
  let generation = 0;
  // The last check started per field: an older one answering late is dropped.
  const checks = new Map<string, number>();
  const listeners = new Set<() => void>();
  const elements = new Map<string, HTMLElement>();
  const refs = new Map<string, (element: HTMLElement | null) => void>();

  const notify = () => listeners.forEach((listener) => listener());
  const patchState = (patch: Partial<LightFormState>) => {
    const next = { ...state, ...patch };
    if ((Object.keys(patch) as (keyof LightFormState)[]).some((k) => next[k] !== state[k])) state = next;
  };

  const setValue = (name: string, value: unknown) => {
    const next = withPath(values, name, value);
    if (next === values) return;
    values = next;
    patchState({ isDirty: !sameValue(values, defaults) });
    notify();
  };

  const checkField = async (name: string) => {
    if (!resolver) return;
    const id = (checks.get(name) ?? 0) + 1;
    checks.set(name, id);
    const started = generation;
    let found: LightFieldError | undefined;
    try {
      found = (await resolver(values)).errors?.[name];
    } catch {
      return; // The check's code did not load (offline): the field keeps what it showed.
    }
    if (started !== generation || checks.get(name) !== id) return;
    if (found === errors[name] || (!found && !(name in errors))) return;
    errors = found ? { ...errors, [name]: found } : without(errors, name);
    notify();
  };

  const focusFirstError = () => {
    const inError = [...elements].filter(([name]) => errors[name]).map(([, element]) => element);
    // The page's order, not the order the fields mounted in.
    inError.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_PRECEDING ? 1 : -1));
    inError[0]?.focus();
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getValues: () => values,
    getValue: (name) => readPath(values, name),
    getErrors: () => errors,
    getError: (name) => errors[name],
    getState: () => state,
    setValue,
    change: (name, value) => {
      setValue(name, value);
      if (state.isSubmitted) void checkField(name);
    },
    reset: (next) => {
      generation += 1;
      defaults = next ?? defaults;
      values = defaults;
      errors = {};
      patchState({ isDirty: false, isSubmitting: false, isSubmitted: false, submitCount: 0 });
      notify();
    },
    setError: (name, error, options) => {
      errors = { ...errors, [name]: { type: error.type, message: error.message } };
      notify();
      if (options?.shouldFocus) elements.get(name)?.focus();
    },
    clearErrors: (name) => {
      if (name === undefined ? !hasErrors(errors) : !(name in errors)) return;
      errors = name === undefined ? {} : without(errors, name);
      notify();
    },
    fieldRef: (name) => {
      let ref = refs.get(name);
      if (!ref) {
        ref = (element) => {
          if (element) elements.set(name, element);
          else elements.delete(name);
        };
        refs.set(name, ref);
      }
      return ref;
    },
    setFocus: (name) => elements.get(name)?.focus(),
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.();
      patchState({ isSubmitting: true });
      notify();
      try {
        const result: LightResult<Out> = resolver ? await resolver(values) : { values: values as unknown as Out };
        const found = hasErrors(result.errors) ? result.errors : undefined;
        errors = found ?? {};
        patchState({ isSubmitted: true, submitCount: state.submitCount + 1 });
        notify();
        if (found) {
          focusFirstError();
          onInvalid?.(found);
        } else await onValid(result.values as Out);
      } finally {
        patchState({ isSubmitting: false });
        notify();
      }
    },
    setResolver: (next) => {
      resolver = next;
    },
  };
}
