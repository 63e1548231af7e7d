import '@testing-library/jest-dom';
// The app loads reply and form schemas when first needed (lib/api/schema-source.ts); loading the
// contract once here keeps that first load (seconds on a busy machine) out of the tests' timeouts.
import '@/lib/contract';

import { configure } from '@testing-library/react';
// findBy/waitFor wait up to 1 s by default: a timing assertion in disguise on two busy cores
// (CI runs two jest workers beside PGlite). A screen that never shows still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

// MUI's styles are not written into jsdom's document: with them, every getComputedStyle (asked
// by getByRole for each accessible name it computes) matched thousands of emotion rules, half of
// a screen test's time. jsdom draws nothing and skips media queries, so what a person sees is
// the e2e suite's to check. A file that asserts computed styles keeps them with
// `jest.unmock('@emotion/sheet')` at its top.
jest.mock('@emotion/sheet', () => {
  const actual = jest.requireActual<typeof import('@emotion/sheet')>('@emotion/sheet');
  class StyleSheet extends actual.StyleSheet {
    insert() {}
  }
  return { ...actual, StyleSheet };
});
