'use client';
import type { LightResolver } from './light/light-form-store';
import { useLightForm, useLightFormState } from './light/use-light-form';
import { useFormFailure } from './use-form-failure';
import { useServerCopy } from './use-server-copy';

/** The save hook's mutation as the form uses it (useSaveWebsite, useSaveWebsiteWidget …). */
interface SaveCall<Body, Reply> {
  isPending: boolean;
  mutate: (body: Body, callbacks: { onSuccess?: (reply: Reply) => void; onError: (err: Error) => void }) => void;
}

interface Options<In extends object, Out, Saved, Body, Reply> {
  resolver: LightResolver<In, Out>;
  /** The server's copy; undefined until it has loaded. */
  loaded: Saved | undefined;
  /** The form's values for a server copy. A module-level function: it is an effect's dependency. */
  toValues: (saved: Saved) => In;
  /** What the form holds before the server's copy is there (nothing when absent). */
  emptyValues?: In;
  /** Where the server's field errors may land. */
  fields: readonly string[];
  save: SaveCall<Body, Reply>;
  toRequest: (values: Out) => Body;
  /** The server's copy in the save's reply: it becomes the form's new starting point. */
  savedOf: (reply: Reply) => Saved;
}

/**
 * A form that edits the server's one copy of something on its own page (not in a dialog): it shows
 * the server's copy until something is typed, saves with `save`, and the saved copy becomes what
 * "unsaved" (`isDirty`) is measured against. `frame` is PageForm's props. A page that asks before
 * leaving passes `isDirty` and `discard` to useLeaveGuard (leaving drops the changes, so a location
 * switch does not carry them to the next location's copy). The form is a light form
 * (components/ui/form/light): these forms are on the page's first paint, and react-hook-form
 * would add 14.6 KB gzip to its first load (issue 11); bind its fields with the Light* fields.
 */
export function usePageForm<In extends object, Out, Saved, Body, Reply>({
  resolver,
  loaded,
  toValues,
  emptyValues,
  fields,
  save,
  toRequest,
  savedOf,
}: Options<In, Out, Saved, Body, Reply>) {
  const form = useLightForm<In, Out>({ resolver, defaultValues: loaded ? toValues(loaded) : emptyValues });
  const failure = useFormFailure(form.setError, fields);
  const { isDirty } = useLightFormState(form);

  // The server's copy fills the form when it arrives (or changes), unless something is already typed.
  useServerCopy(loaded, isDirty, (copy) => form.reset(toValues(copy)));

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(
      toRequest(values),
      failure.sending<Reply>({ onSuccess: (reply) => form.reset(toValues(savedOf(reply))) }),
    ),
  );

  return {
    form,
    isDirty,
    /** Back to the server's copy. */
    discard: () => loaded && form.reset(toValues(loaded)),
    frame: { onSubmit, busy: save.isPending, failure: failure.message },
  };
}
