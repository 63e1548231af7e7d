/**
 * For the calling file's tests: console.error keeps quiet about jsdom's "Not implemented:
 * navigation" (a full page load after signing in or out, which jsdom only reports) and MUI's
 * TouchRipple updates that settle after a test; anything else is still printed.
 */
export function ignoreNavigationAndRipples() {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    const original = console.error;
    consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (!text.includes('Not implemented: navigation') && !text.includes('TouchRipple')) original(...args);
    });
  });
  afterEach(() => consoleError.mockRestore());
}
