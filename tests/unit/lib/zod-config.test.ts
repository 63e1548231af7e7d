/**
 * lib/zod-config sets zod's jitless mode without importing zod (so the setting costs a page no
 * zod in its first load): it must still reach zod, through the global zod keeps its settings in.
 */
import '@/lib/zod-config';
import { z } from 'zod';

test('zod loaded after the setting parses without compiling code (no eval under the CSP)', () => {
  expect(z.config().jitless).toBe(true);
  const evalSpy = jest.spyOn(globalThis, 'Function');
  expect(z.object({ name: z.string() }).parse({ name: 'GST' })).toEqual({ name: 'GST' });
  expect(evalSpy).not.toHaveBeenCalled();
});
