'use client';
// Before any schema parses: the pages' CSP refuses eval, which zod probes for (lib/zod-config).
import '@/lib/zod-config';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import type { JsonReply, PostTexts } from './post-json';

/** The texts every plain auth form needs besides its own, translated on the server. */
export interface PlainFormTexts extends PostTexts {
  /** The contract's rule keys (`validation.required` …) and their text. */
  validation: Record<string, string>;
  showPassword: string;
  hidePassword: string;
}

/**
 * A field's error: a contract rule's key, translated when shown (a language switch translates it
 * again, as the MUI forms do), or the server's text, already translated.
 */
type FieldError = { key: string } | { text: string };

interface Options<F extends string, S extends z.ZodType> {
  /** The form's inputs by name, in the order the contract's schema knows them. */
  fields: readonly F[];
  /** The form's contract schema, imported on the first submit: zod stays off the page's first load. */
  schema: () => Promise<S>;
  texts: PlainFormTexts;
  send: (values: z.output<S>) => Promise<JsonReply>;
  onSuccess: (values: z.output<S>, reply: JsonReply) => void;
}

/**
 * What react-hook-form with the zod resolver did for the MUI auth forms, for plain uncontrolled
 * inputs: on submit the contract's schema checks what was typed (first error of each field, under
 * it, the first such field focused); after that first submit each change checks its field again.
 * Checked values are sent; a 422's field texts land on their fields, any other failure in the
 * form's alert. Nothing is reset, so what was typed stays. The button is busy from submit until
 * the reply (until the page leaves, on success).
 */
export function usePlainForm<F extends string, S extends z.ZodType>({
  fields,
  schema,
  texts,
  send,
  onSuccess,
}: Options<F, S>) {
  const [errors, setErrors] = useState<Partial<Record<F, FieldError>>>({});
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // Loaded by the first submit; from then on, each change re-checks its field (reValidateMode onChange).
  const loaded = useRef<S | undefined>(undefined);

  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = (checker: S, form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = checker.safeParse(Object.fromEntries(fields.map((f) => [f, String(data.get(f) ?? '')])));
    const found: Partial<Record<F, FieldError>> = {};
    for (const issue of parsed.error?.issues ?? []) {
      const field = issue.path[0] as F;
      if (fields.includes(field) && !found[field]) found[field] = { key: issue.message };
    }
    return { parsed, found };
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setAlert(undefined);
    setBusy(true);
    try {
      loaded.current ??= await schema();
    } catch {
      // Offline since the page came: the schema's chunk cannot load, nor could the call go.
      setBusy(false);
      setAlert(texts.networkError);
      return;
    }
    const { parsed, found } = check(loaded.current, form);
    setErrors(found);
    if (!parsed.success) {
      setBusy(false);
      setFocusRequest((n) => n + 1);
      return;
    }
    const values = parsed.data as z.output<S>;
    const reply = await send(values);
    if (reply.ok) {
      onSuccess(values, reply);
      return;
    }
    setBusy(false);
    const onFields: Partial<Record<F, FieldError>> = {};
    for (const field of fields) {
      const text = reply.fieldErrors[field]?.[0];
      if (text) onFields[field] = { text };
    }
    if (Object.keys(onFields).length === 0) {
      setAlert(reply.message);
      return;
    }
    setErrors(onFields);
    setFocusRequest((n) => n + 1);
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name as F;
    if (!loaded.current || !fields.includes(field)) return;
    const { found } = check(loaded.current, event.currentTarget);
    setErrors((shown) => ({ ...shown, [field]: found[field] }));
  };

  const errorOf = (field: F): string | undefined => {
    const error = errors[field];
    if (!error) return undefined;
    return 'key' in error ? (texts.validation[error.key] ?? error.key) : error.text;
  };

  return {
    /** Spread on the <form>: `method="post"` keeps what was typed out of the URL if it is sent before the script runs. */
    formProps: { ref: formRef, method: 'post', noValidate: true, onSubmit, onChange },
    errorOf,
    alert,
    busy,
  };
}
