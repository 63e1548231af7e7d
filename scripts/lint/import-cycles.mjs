// Import cycles among our own files: `node scripts/lint/import-cycles.mjs [folder …]` (the whole
// project by default) prints each cycle and exits 1 if there is one. It replaces ESLint's
// import/no-cycle, which resolved every file's imports again for each file it linted: two thirds of
// `npm run lint` (about 90 s of the suite on 2 cores). One parse per file and one graph take ~2 s.
//
// The same rules as import/no-cycle: type-only imports and exports do not count (they vanish from
// the JavaScript); static imports, re-exports, import() and require() do; packages are not followed.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ts = createRequire(import.meta.url)('typescript');
const root = path.resolve(import.meta.dirname, '../..');

/** What `npm run lint` leaves out (eslint.config.mjs's ignores), plus the deliberately cyclic fixtures. */
const IGNORED = new Set([
  '.git',
  '.next',
  'node_modules',
  '.data',
  'test-results',
  'playwright-report',
  'server/db/migrations',
  'tests/unit/lint/fixtures',
]);
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs'];

function sourceFiles(dir, ignore) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (ignore && IGNORED.has(path.relative(root, full))) continue;
    if (entry.isDirectory()) out.push(...sourceFiles(full, ignore));
    else if (SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

const isFile = (p) => existsSync(p) && statSync(p).isFile();

/** The file a specifier names, or null for a package or anything that is not source. */
function resolve(spec, from) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else if (spec.startsWith('@/')) base = path.join(root, spec.slice(2));
  else return null;
  if (SOURCE.test(base) && isFile(base)) return base;
  // TypeScript lets `./x.js` name x.ts.
  const stem = base.replace(/\.(js|jsx|mjs|cjs)$/, '');
  for (const candidate of [stem, base]) {
    for (const ext of RESOLVED_EXTENSIONS) if (isFile(candidate + ext)) return candidate + ext;
  }
  for (const ext of RESOLVED_EXTENSIONS)
    if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return null;
}

/** An import whose every binding is a type (`import type …`, `import { type A }`) is erased. */
function typeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './x'` runs x
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return !!bindings && ts.isNamedImports(bindings) && bindings.elements.every((e) => e.isTypeOnly);
}

function typeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause && ts.isNamedExports(clause) && clause.elements.length > 0 && clause.elements.every((e) => e.isTypeOnly)
  );
}

/** The module specifiers of `file` that exist at run time. */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs = [];
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      if (!typeOnlyImport(node)) specs.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isExportDeclaration(node)) {
      if (node.moduleSpecifier && !typeOnlyExport(node)) specs.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isCallExpression(node) && node.arguments.length > 0 && ts.isStringLiteralLike(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) {
        specs.push(node.arguments[0].text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

/** Each import cycle among `files`, as a list of files that leads back to its first. */
export function importCycles(files) {
  const known = new Set(files);
  const edges = new Map();
  for (const file of files) {
    const targets = runtimeImports(file)
      .map((spec) => resolve(spec, file))
      .filter((target) => target && known.has(target));
    edges.set(file, [...new Set(targets)]);
  }
  return stronglyConnected(files, edges)
    .filter((group) => group.length > 1 || edges.get(group[0]).includes(group[0]))
    .map((group) => cycleThrough(group, edges));
}

/** Tarjan's strongly connected components, without recursion (import chains run deep). */
function stronglyConnected(nodes, edges) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let next = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, i] = frame;
      const targets = edges.get(node);
      if (i < targets.length) {
        frame[1]++;
        const target = targets[i];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) {
          low.set(node, Math.min(low.get(node), index.get(target)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        groups.push(group.sort());
      }
    }
  }
  return groups;
}

/** One shortest cycle through the group's first file (breadth first, inside the group). */
function cycleThrough(group, edges) {
  const inGroup = new Set(group);
  const start = group[0];
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift();
    for (const target of edges.get(node)) {
      if (!inGroup.has(target)) continue;
      if (target === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return path;
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return group;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const folders = process.argv.slice(2);
  const files = folders.length
    ? folders.flatMap((folder) => sourceFiles(path.resolve(folder), false))
    : sourceFiles(root, true);
  const cycles = importCycles(files);
  for (const cycle of cycles) {
    const names = [...cycle, cycle[0]].map((file) => path.relative(root, file));
    console.log(`import cycle: ${names.join(' → ')}`);
  }
  if (cycles.length) {
    console.log(
      `${cycles.length} import cycle(s): break each one (a shared module both sides import, or a type-only import).`,
    );
    process.exit(1);
  }
}
