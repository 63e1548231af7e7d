'use client';
import { createTheme, type Theme } from '@mui/material/styles';

let built: Theme | undefined;
const muiDefaultTheme = () => (built ??= createTheme());

/**
 * MUI's default theme, built the first time something reads it (next.config.mjs puts this module
 * in place of MUI's own, which builds it as MUI loads). MUI reads it only for a part drawn outside
 * a ThemeProvider; every portal screen is inside PortalProviders' theme, so on their load it is
 * never built: building it was a third of the longest task of every page's hydration on a phone
 * (issue 11). Read at render time only, so MUI's modules may hold it before this one has run.
 */
const lazyDefaultTheme = new Proxy({} as Theme, {
  get: (_, key) => Reflect.get(muiDefaultTheme(), key),
  has: (_, key) => Reflect.has(muiDefaultTheme(), key),
  ownKeys: () => Reflect.ownKeys(muiDefaultTheme()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(muiDefaultTheme(), key),
});

export default lazyDefaultTheme;
