/** The device's time zone is the one Intl resolves, and it is asked of Intl only once. */
beforeEach(() => jest.resetModules());

test("answers Intl's resolved zone", () => {
  const { deviceTimeZone } = require('@/lib/device-time-zone') as typeof import('@/lib/device-time-zone');
  expect(deviceTimeZone()).toBe(new Intl.DateTimeFormat().resolvedOptions().timeZone);
});

test('builds one DateTimeFormat however often it is asked', () => {
  const { deviceTimeZone } = require('@/lib/device-time-zone') as typeof import('@/lib/device-time-zone');
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    for (let i = 0; i < 5; i++) deviceTimeZone();
    expect(built).toHaveBeenCalledTimes(1);
  } finally {
    built.mockRestore();
  }
});
