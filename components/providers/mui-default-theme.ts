'use client';
import { createTheme, type Theme } from '@mui/material/styles';

let made: Theme | undefined;
const made_ = () => (made ??= createTheme());

/**
 * MUI's default theme, built the first time something reads it (next.config.mjs puts this module
 * in place of MUI's own, which builds it as MUI loads). MUI reads it only for a part drawn outside
 * a ThemeProvider; every portal screen is inside PortalProviders' theme, so on their load it is
 * never built: building it was a third of the longest task of every page's hydration on a phone
 * (issue 11). Read at render time only, so MUI's modules may hold it before this one has run.
 */
const lazyDefaultTheme = new Proxy({} as Theme, {
  get: (_, key) => Reflect.get(made_(), key),
  has: (_, key) => Reflect.has(made_(), key),
  ownKeys: () => Reflect.ownKeys(made_()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(made_(), key),
});

export default lazyDefaultTheme;
