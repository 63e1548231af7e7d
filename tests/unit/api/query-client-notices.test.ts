import { ApiError } from '@/lib/api/api-error';
import { createQueryClient, isFirstLoadFailure } from '@/lib/api/query-client';

/** SPEC §8 notices, raised once from the mutation cache. */
async function run(fn: () => Promise<unknown>, meta?: { silent?: boolean; inlineErrors?: boolean }) {
  const notify = jest.fn();
  const qc = createQueryClient(notify);
  await qc
    .getMutationCache()
    .build(qc, { mutationFn: fn, meta })
    .execute(undefined)
    .catch(() => undefined);
  return notify;
}

test('a reply with a message becomes a success notice', async () => {
  expect(await run(async () => ({ message: 'Saved.' }))).toHaveBeenCalledWith('Saved.', 'success');
  expect(await run(async () => ({ ok: true }))).not.toHaveBeenCalled();
});

test('a failure shows its message as an error notice', async () => {
  const notify = await run(() => Promise.reject(new ApiError(409, 'Already confirmed.')));
  expect(notify).toHaveBeenCalledWith('Already confirmed.', 'error');
});

test('a 401 raises no notice: the session watcher takes the user to /login', async () => {
  expect(await run(() => Promise.reject(new ApiError(401, 'Unauthenticated.')))).not.toHaveBeenCalled();
});

test('forms with their own alert get no second notice, except for field errors', async () => {
  const plain = await run(() => Promise.reject(new ApiError(429, 'Too many attempts.')), { inlineErrors: true });
  expect(plain).not.toHaveBeenCalled();
  const fields = await run(
    () => Promise.reject(new ApiError(422, 'The given data was invalid.', { email: ['Taken.'] })),
    { inlineErrors: true },
  );
  expect(fields).toHaveBeenCalledWith('The given data was invalid.', 'error');
});

test('a form gets no notice that only repeats what its field says (a wrong code is reported once)', async () => {
  const wrong = 'This code is incorrect.';
  const once = await run(() => Promise.reject(new ApiError(422, wrong, { code: [wrong] })), { inlineErrors: true });
  expect(once).not.toHaveBeenCalled();
  // Without a form to hold it, the notice is the only place it shows.
  const noForm = await run(() => Promise.reject(new ApiError(422, wrong, { code: [wrong] })));
  expect(noForm).toHaveBeenCalledWith(wrong, 'error');
});

test('silent mutations say nothing either way', async () => {
  expect(await run(async () => ({ message: 'x' }), { silent: true })).not.toHaveBeenCalled();
  expect(await run(() => Promise.reject(new ApiError(500, 'x')), { silent: true })).not.toHaveBeenCalled();
});

/** One read through the app's query client, as a screen's useQuery would make it. */
async function read(qc: ReturnType<typeof createQueryClient>, fn: () => Promise<unknown>) {
  await qc.fetchQuery({ queryKey: ['list'], queryFn: fn, retry: false, staleTime: 0 }).catch(() => undefined);
  return qc.getQueryState(['list'])!;
}

test('a read failing with nothing loaded raises no notice: the screen shows it in place of the list', async () => {
  const notify = jest.fn();
  const state = await read(createQueryClient(notify), () => Promise.reject(new ApiError(500, 'Server down.')));
  expect(isFirstLoadFailure(state)).toBe(true);
  expect(notify).not.toHaveBeenCalled();
});

test('a read failing while its data is on screen keeps the data and raises the notice', async () => {
  const notify = jest.fn();
  const qc = createQueryClient(notify);
  await read(qc, async () => ({ rows: [1] }));
  const state = await read(qc, () => Promise.reject(new ApiError(500, 'Server down.')));
  expect(state.data).toEqual({ rows: [1] });
  expect(isFirstLoadFailure(state)).toBe(false);
  expect(notify).toHaveBeenCalledWith('Server down.', 'error');
});
