import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { z } from 'zod';
import { FailureAlert } from '@/components/ui/form/FailureAlert';
import { LightNativeSelect } from '@/components/ui/form/light/LightNativeSelect';
import { LightTextField } from '@/components/ui/form/light/LightTextField';
import {
  createLightForm,
  type LightForm,
  type LightFormHandle,
  type LightResolver,
  type LightResult,
} from '@/components/ui/form/light/light-form-store';
import { readPath, withPath } from '@/components/ui/form/light/light-paths';
import { issuesToErrors, lazyLightResolver, lightZodResolver } from '@/components/ui/form/light/light-resolver';
import {
  useLightForm,
  useLightFormState,
  useLightValues,
  useLightWatch,
} from '@/components/ui/form/light/use-light-form';
import { useFormFailure } from '@/components/ui/form/use-form-failure';
import { ApiError } from '@/lib/api/api-error';
import messages from '@/messages/en.json';

type Values = { shop: { name: string; city: string }; open: boolean; kind: string };
const START: Values = { shop: { name: 'Bistro', city: 'Laval' }, open: false, kind: 'cafe' };

/** The contract's kind of rule: `validation.*` keys, the name required, the city not "Nowhere". */
const schema = z.object({
  shop: z.object({
    name: z.string().min(1, 'validation.required'),
    city: z.string().refine((c) => c !== 'Nowhere', 'validation.invalid'),
  }),
  open: z.boolean(),
  kind: z.string(),
});

const renders: Record<string, number> = {};
const count = (what: string) => (renders[what] = (renders[what] ?? 0) + 1);

/** A field whose renders are counted (the Profiler sees the field's own re-renders too). */
function Counted({ form, name, label }: { form: LightFormHandle; name: string; label: string }) {
  return (
    <Profiler id={name} onRender={() => count(name)}>
      <LightTextField form={form} name={name} label={label} />
    </Profiler>
  );
}

function Preview({ form }: { form: LightForm<Values> }) {
  count('preview');
  const values = useLightValues(form);
  return <output aria-label="Preview">{`${values.shop.name} in ${values.shop.city}`}</output>;
}

function OpenWatcher({ form }: { form: LightFormHandle }) {
  count('watcher');
  const [open] = useLightWatch(form, ['open']);
  return <span>{open ? 'Open now' : 'Closed'}</span>;
}

/** The name before the city on the page, but mounted after it. */
function NameMountedLast({ form }: { form: LightFormHandle }) {
  const [nameShown, setNameShown] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setNameShown(true)}>
        Show the name
      </button>
      <div>{nameShown && <Counted form={form} name="shop.name" label="Name" />}</div>
      <Counted form={form} name="shop.city" label="City" />
    </>
  );
}

let sent: unknown[] = [];
let serverFailure: Error | undefined;

function ShopForm({ resolver, nameLast = false }: { resolver?: LightResolver<Values>; nameLast?: boolean }) {
  count('form');
  const form = useLightForm<Values>({ defaultValues: START, resolver });
  const { isDirty } = useLightFormState(form);
  const failure = useFormFailure(form.setError, ['shop.name', 'shop.city']);
  const onSubmit = form.handleSubmit((values) => {
    sent.push(values);
    const { onError, onSuccess } = failure.sending({ onSuccess: () => form.reset(values) });
    if (serverFailure) onError(serverFailure);
    else onSuccess?.(values);
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FailureAlert message={failure.message} />
      {nameLast ? (
        <NameMountedLast form={form} />
      ) : (
        <>
          <Counted form={form} name="shop.name" label="Name" />
          <Counted form={form} name="shop.city" label="City" />
        </>
      )}
      <LightNativeSelect
        form={form}
        name="kind"
        label="Kind"
        options={[
          { value: 'cafe', label: 'Café' },
          { value: 'bar', label: 'Bar' },
        ]}
      />
      <button type="button" onClick={() => form.setValue('open', !form.getValues().open)}>
        Toggle
      </button>
      <OpenWatcher form={form} />
      <Preview form={form} />
      {isDirty && <p>Unsaved</p>}
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>
        Discard
      </button>
    </form>
  );
}

const show = (ui: React.ReactElement) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );
/** Lets every pending promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const zodResolver = lightZodResolver(async () => schema);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

beforeEach(() => {
  sent = [];
  serverFailure = undefined;
  for (const k of Object.keys(renders)) delete renders[k];
});

describe('light form paths', () => {
  test('a value written by dotted path copies only the objects on its path', () => {
    const before = { a: { b: 1, c: { d: 2 } }, e: { f: 3 } };
    const after = withPath(before, 'a.c.d', 4);
    expect(readPath(after, 'a.c.d')).toBe(4);
    expect(before.a.c.d).toBe(2);
    expect(after.e).toBe(before.e);
    expect(after.a).not.toBe(before.a);
    expect(withPath(before, 'a.b', 1)).toBe(before);
    expect(withPath({}, 'x.y', 'z')).toEqual({ x: { y: 'z' } });
    expect(readPath(before, 'a.missing.deeper')).toBeUndefined();
  });
});

describe('light form store', () => {
  test('unsaved is measured against the last reset; typing back the saved value is not a change', () => {
    const form = createLightForm<Values>({ defaultValues: START });
    form.setValue('shop.name', 'Bistro 2');
    expect(form.getState().isDirty).toBe(true);
    expect(form.getValue('shop.name')).toBe('Bistro 2');
    form.setValue('shop.name', 'Bistro');
    expect(form.getState().isDirty).toBe(false);

    form.setValue('shop.city', 'Montréal');
    form.reset({ ...START, shop: { name: 'Chez Nous', city: 'Québec' } });
    expect(form.getState().isDirty).toBe(false);
    expect(form.getValue('shop.name')).toBe('Chez Nous');
    form.setValue('shop.city', 'Laval');
    expect(form.getState().isDirty).toBe(true);
    // A reset without values goes back to the last starting point.
    form.reset();
    expect(form.getValue('shop.city')).toBe('Québec');
    expect(form.getState().isDirty).toBe(false);
  });

  test('a submit with errors calls nothing; without errors the handler gets what the resolver made', async () => {
    const resolver: LightResolver<Values, { name: string }> = async (v) =>
      v.shop.name ? { values: { name: v.shop.name.toUpperCase() } } : { errors: { 'shop.name': { message: 'x' } } };
    const form = createLightForm({ defaultValues: START, resolver });
    const onValid = jest.fn();
    form.setValue('shop.name', '');
    await form.handleSubmit(onValid)();
    expect(onValid).not.toHaveBeenCalled();
    expect(form.getError('shop.name')?.message).toBe('x');
    expect(form.getState()).toMatchObject({ isSubmitted: true, submitCount: 1, isSubmitting: false });
    form.setValue('shop.name', 'ok');
    await form.handleSubmit(onValid)();
    expect(onValid).toHaveBeenCalledWith({ name: 'OK' });
    expect(form.getErrors()).toEqual({});
  });
});

describe('useLightForm', () => {
  test('a keystroke re-renders its field and the watchers of every value, not the form or the other fields', () => {
    show(<ShopForm resolver={zodResolver} />);
    type('Name', 'Bistro Bar');
    // The first change re-renders the form once: it became unsaved.
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    const before = { ...renders };
    type('Name', 'Bistro Bar!');
    expect(screen.getByLabelText('Name')).toHaveValue('Bistro Bar!');
    expect(screen.getByRole('status', { name: 'Preview' })).toHaveTextContent('Bistro Bar! in Laval');
    expect(renders['shop.name']).toBe(before['shop.name']! + 1);
    expect(renders.preview).toBe(before.preview! + 1);
    expect(renders['shop.city']).toBe(before['shop.city']);
    expect(renders.watcher).toBe(before.watcher);
    expect(renders.form).toBe(before.form);

    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.getByText('Open now')).toBeInTheDocument();
    expect(renders.watcher).toBe(before.watcher! + 1);
    expect(renders['shop.city']).toBe(before['shop.city']);
  });

  test('a refused submit shows each field its translated rule, focuses the first one on the page, keeps the text; after it each change checks again', async () => {
    show(<ShopForm resolver={zodResolver} nameLast />);
    fireEvent.click(screen.getByRole('button', { name: 'Show the name' }));
    type('City', 'Nowhere');
    // Before a submit, changes are not checked.
    type('Name', '');
    await act(settle);
    expect(screen.getByLabelText('Name')).not.toBeInvalid();

    save();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required.'));
    expect(screen.getByLabelText('City')).toBeInvalid();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('City')).toHaveValue('Nowhere');
    expect(sent).toEqual([]);

    // After the submit, fixing one field clears its error only.
    type('Name', 'Bistro');
    await waitFor(() => expect(screen.getByLabelText('Name')).not.toBeInvalid());
    expect(screen.getByLabelText('City')).toBeInvalid();
    type('City', 'Laval');
    await waitFor(() => expect(screen.getByLabelText('City')).not.toBeInvalid());

    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ ...START, shop: { name: 'Bistro', city: 'Laval' } });
  });

  test('the server field errors land on their fields through useFormFailure, the first focused; a success starts from the saved values', async () => {
    show(<ShopForm resolver={zodResolver} />);
    type('City', 'Paris');
    serverFailure = new ApiError(422, 'The data is invalid.', { 'shop.city': ['We do not deliver there.'] });
    save();
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveAccessibleDescription('We do not deliver there.'));
    expect(screen.getByLabelText('City')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    serverFailure = undefined;
    save();
    await waitFor(() => expect(screen.queryByText('Unsaved')).not.toBeInTheDocument());
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
    expect(screen.getByLabelText('City')).not.toBeInvalid();
    type('City', 'Laval');
    expect(screen.getByText('Unsaved')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText('City')).toHaveValue('Paris');
  });

  test('a choice in the select is the form value', async () => {
    show(<ShopForm resolver={zodResolver} />);
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'bar' } });
    save();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ kind: 'bar' });
  });

  test('a late answer of an older check does not overwrite a newer one', async () => {
    const answers: ((errors: Record<string, { message: string }>) => void)[] = [];
    const slow: LightResolver<Values> = () =>
      new Promise<LightResult<Values>>((resolve) =>
        answers.push((errors) => resolve({ errors: { ...errors, 'shop.city': { message: 'c' } } })),
      );
    const form = createLightForm<Values>({ defaultValues: START, resolver: slow });
    const submitted = form.handleSubmit(jest.fn())();
    answers.shift()!({ 'shop.name': { message: 'old' } });
    await submitted;
    form.change('shop.name', 'a');
    form.change('shop.name', 'ab');
    const [first, second] = [answers.shift()!, answers.shift()!];
    second({});
    await settle();
    first({ 'shop.name': { message: 'stale' } });
    await settle();
    expect(form.getError('shop.name')).toBeUndefined();
  });
});

describe('light resolvers', () => {
  test('an issue inside a field lands on the nearest field the form has; each field keeps its first issue', () => {
    const issues = [
      { path: ['tip_list', 2], message: 'validation.tip' },
      { path: ['tip_list', 3], message: 'validation.other' },
      { path: ['pick_up', 'interval'], message: 'validation.interval' },
      { path: [], message: 'validation.form' },
    ];
    expect(issuesToErrors(issues, ['tip_list', 'pick_up.interval'])).toEqual({
      tip_list: { type: 'validation', message: 'validation.tip' },
      'pick_up.interval': { type: 'validation', message: 'validation.interval' },
      root: { type: 'validation', message: 'validation.form' },
    });
    expect(Object.keys(issuesToErrors(issues))).toEqual(['tip_list.2', 'tip_list.3', 'pick_up.interval', 'root']);
  });

  test('the check loads once on first use or on preload, and again after a failed load', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(async (v: { n: number }) => ({ values: v.n }));
    const resolver = lazyLightResolver<{ n: number }, number>(load);
    await expect(resolver({ n: 1 })).rejects.toThrow('offline');
    resolver.preload();
    expect(await resolver({ n: 2 })).toEqual({ values: 2 });
    await resolver({ n: 3 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
