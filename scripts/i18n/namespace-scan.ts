/**
 * Which message namespaces (top-level keys of messages/en.json) the browser code reachable from a
 * file can read: every module it imports, statically or with import(), followed through the
 * project (not node_modules); in each module that runs in the browser ('use client' and what it
 * imports), every string literal that is a key under a namespace ('menu.leave', `reports.${key}`)
 * and every namespace named where a namespace goes (useTranslations('coupons'), namespace="menu").
 * A superset on purpose: a dotted string that happens to start with a namespace's name costs a few
 * bytes, a namespace missed would leave a key on screen. Server components are skipped: their
 * texts are rendered on the server. Keys that arrive at run time (API and field errors) are in
 * ALWAYS_SHARED.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Keys that arrive at run time (API errors, field errors), read wherever a form or a call can fail. */
export const ALWAYS_SHARED = ['validation', 'errors', 'bff', 'common'];

const EXTENSIONS = ['.tsx', '.ts', '/index.tsx', '/index.ts'];
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\1/g;
const USE_CLIENT = /^\s*(?:\/\/[^\n]*\n\s*|\/\*[\s\S]*?\*\/\s*)*['"]use client['"]/;
/** A key under a namespace: 'menu.leave', "orderBoard.sound", `reports.${key}`. */
const DOTTED = /['"`]([A-Za-z][A-Za-z0-9]*)\./g;
/** A namespace named alone, where a namespace goes: useTranslations('coupons'), namespace="menu", ns: 'setup'. */
const NAMED =
  /(?:(?:use|get)Translations\(\s*|(?:\b[Nn]amespace|\bns)\s*[=:]\s*\{?\s*)['"`]([A-Za-z][A-Za-z0-9]*)['"`]/g;

export function namespacesOf(root: string): string[] {
  return Object.keys(JSON.parse(readFileSync(path.join(root, 'messages/en.json'), 'utf8')));
}

function resolve(root: string, from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else return undefined; // a package
  if (/\.(tsx?)$/.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const file = base + ext;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined; // CSS, JSON, images
}

/** The namespaces read by the code reachable from `entries` (project files). */
export function scanNamespaces(root: string, entries: string[]): Set<string> {
  const known = new Set(namespacesOf(root));
  const found = new Set<string>();
  const seen = new Set<string>();
  const clientFiles = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const client = clientFiles.has(file) || USE_CLIENT.test(source);
    for (const [, , spec] of source.matchAll(IMPORT)) {
      const next = resolve(root, file, spec!);
      if (!next) continue;
      // What a client module imports runs in the browser too.
      if (client && !clientFiles.has(next)) {
        clientFiles.add(next);
        seen.delete(next);
      }
      if (!seen.has(next)) queue.push(next);
    }
    // A server component's texts are rendered on the server: only browser code needs messages.
    if (!client) continue;
    for (const [, word] of [...source.matchAll(DOTTED), ...source.matchAll(NAMED)])
      if (known.has(word!)) {
        found.add(word!);
        if (process.env.NS_TRACE === word) console.error(word, file);
      }
  }
  return found;
}
