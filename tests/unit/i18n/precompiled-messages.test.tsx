/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import formatWithParser from 'use-intl/format-message';
import formatPrecompiled from 'use-intl/format-message/format-only';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';

/**
 * The build precompiles the catalogues (next.config.mjs, experimental.messages.precompile) and
 * formats them with use-intl's format-only runtime; jest and the catalogues' authors see the raw
 * ICU text. Here every message, in both languages, must read the same both ways.
 */
const catalogues = { en, fr } as const;
type Tree = string | Tree[] | { [key: string]: Tree };

function flatten(tree: Tree, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  const entries: [string, Tree][] = Array.isArray(tree) ? tree.map((v, i) => [String(i), v]) : Object.entries(tree);
  return entries.flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

// Plural branches (=0, one, other, French's 0 and 1 in "one"), a thousands separator, select cases.
const SAMPLES = [0, 1, 2, 1234.5, 'USD', 'CAD', 'EUR', 'Zoë'];

function valuesFor(message: string, sample: string | number) {
  const values: Record<string, unknown> = {};
  for (const [, name] of message.matchAll(/\{\s*(\w+)/g)) values[name!] = sample;
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) {
    values[tag!] = (chunks: ReactNode) => createElement('b', { key: tag, 'data-tag': tag }, chunks);
  }
  return Object.keys(values).length ? values : undefined;
}

function options(locale: string) {
  return {
    cache: { message: {} },
    formatters: {
      getDateTimeFormat: (l: string, o?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(l, o),
      getNumberFormat: (l: string, o?: Intl.NumberFormatOptions) => new Intl.NumberFormat(l, o),
      getPluralRules: (l: string, o?: Intl.PluralRulesOptions) => new Intl.PluralRules(l, o),
    },
    locale,
    timeZone: 'America/Toronto',
  };
}

const text = (result: unknown) =>
  typeof result === 'string' ? result : renderToStaticMarkup(createElement('p', null, result as ReactNode));

// The two runtimes' signatures differ only in the message's form (string vs compiled).
type Format = (key: string, message: unknown, values: unknown, options: unknown) => unknown;
const withParser = formatWithParser as unknown as Format;
const precompiled = formatPrecompiled as unknown as Format;

describe.each(Object.entries(catalogues))('%s catalogue', (locale, catalogue) => {
  const messages = flatten(catalogue as Tree);

  test('every message reads the same precompiled as parsed at runtime', () => {
    const differences: string[] = [];
    for (const [key, message] of messages) {
      const samples = /[{<]/.test(message) ? SAMPLES : [0];
      for (const sample of samples) {
        const values = valuesFor(message, sample);
        const parsed = text(withParser(key, message, values, options(locale)));
        const compiled = text(precompiled(key, compile(message), values, options(locale)));
        if (parsed !== compiled) differences.push(`${key} (${sample}): "${parsed}" ≠ "${compiled}"`);
      }
    }
    expect(differences).toEqual([]);
    expect(messages.length).toBeGreaterThan(1000);
  });

  // lib/bff/texts.ts, server/i18n and StandaloneServerError import the catalogue: in the build they
  // get the compiled form, the same text only while a message has no argument, plural or tag.
  test('the texts read straight from the catalogue stay plain text once compiled', () => {
    const c = catalogue as unknown as {
      bff: Record<string, string>;
      validation: Record<string, string>;
      billing: { plans: Record<string, { name: string }> };
      common: { productName: string };
      errors: { serverError: { title: string } };
    };
    const readRaw = [
      ...Object.values(c.bff),
      ...Object.values(c.validation),
      ...Object.values(c.billing.plans).map((p) => p.name),
      c.common.productName,
      c.errors.serverError.title,
    ];
    expect(readRaw.length).toBeGreaterThan(10);
    expect(readRaw.filter((m) => compile(m) !== m)).toEqual([]);
  });
});

// t.raw throws (next dev) or returns the compiled form (build) once messages are precompiled.
test('no source reads a message raw (t.raw)', () => {
  const root = path.join(__dirname, '../../..');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (/\.tsx?$/.test(name) && /\.raw\(/.test(readFileSync(file, 'utf8')))
        found.push(path.relative(root, file));
    }
  };
  // server/ has sql.raw (drizzle); its catalogue reads are covered above.
  for (const dir of ['app', 'components', 'lib']) walk(path.join(root, dir));
  expect(found).toEqual([]);
});
