/**
 * Where a page's CPU time went, from a Chrome .cpuprofile (board-inp.ts writes one with
 * BOARD_PROFILE): self time by package or project folder, and the functions with the most self
 * and total time, named through the build's browser source maps when there are any
 * (`BUNDLE_SOURCE_MAPS=1 npm run build`), else by their minified names.
 *   npx tsx tests/perf/cpu-profile.ts drags.cpuprofile   (TOP=25 lines per table, FILTER=a regular
 *     expression the lines must match, FROM_MS and TO_MS a window in ms from the profile's start,
 *     UNDER=a regular expression: only the samples with a matching function on their stack, e.g.
 *     UNDER=renderRootSync for what React renders in one blocking task)
 */
import { existsSync, readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { runWhenMain } from './perf-row';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const consumers = new Map<string, SourceMapConsumer | null>();

/** The source map of a served chunk (/_next/static/… → .next/static/…), if the build wrote one. */
function consumerFor(url: string): SourceMapConsumer | null {
  if (!consumers.has(url)) {
    const path = /\/_next(\/static\/[^?#]+\.js)/.exec(url)?.[1];
    const file = path ? `.next${path}` : '';
    // The map is named by the chunk's sourceMappingURL comment, not after the chunk.
    const name = file && existsSync(file) ? /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(file, 'utf8'))?.[1] : '';
    const map = name ? file.replace(/[^/]+$/, name) : '';
    consumers.set(url, map && existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  return consumers.get(url)!;
}

/** A source path shortened: a package (MUI by component), else the project file. */
function shorten(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/.+)?/.exec(source);
  if (pkg) return `${pkg[1]}${pkg[2] ?? ''}`;
  return source.replace(/^.*?\[project\]\//, '').replace(/^(\.\.\/)+/, '');
}

function groupOf(file: string): string {
  const pkg = /^((?:@[^/]+\/)?[^/]+)/.exec(file)?.[1] ?? file;
  if (file.startsWith('components/') || file.startsWith('lib/') || file.startsWith('app/'))
    return file.split('/').slice(0, 3).join('/');
  return pkg;
}

/** What a profile node stands for: its function (original name and place when mapped) and group. */
export function describe(node: Pick<ProfileNode, 'callFrame'>): { fn: string; group: string } {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  if (!url) return { fn: functionName || '(program)', group: functionName || '(native)' };
  const consumer = consumerFor(url);
  if (consumer) {
    const at = consumer.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (at.source) {
      const file = shorten(at.source);
      return { fn: `${at.name ?? functionName ?? '(anonymous)'} ${file}:${at.line}`, group: groupOf(file) };
    }
  }
  const file = url.replace(/^.*\/_next\//, '');
  return { fn: `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`, group: file };
}

/** FROM_MS and TO_MS: a window of the profile, in ms from its start (the first drag starts at once). */
const FROM_MS = Number(process.env.FROM_MS ?? 0);
const TO_MS = Number(process.env.TO_MS ?? Infinity);
/** FILTER=components/ keeps the lines of the project's own code, say. */
const FILTER = process.env.FILTER ? new RegExp(process.env.FILTER) : null;
const UNDER = process.env.UNDER ? new RegExp(process.env.UNDER) : null;

function top(map: Map<string, number>, total: number, n: number, title: string) {
  console.log(`\n${title}`);
  const lines = [...map].filter(([key]) => !FILTER || FILTER.test(key));
  for (const [key, ms] of lines.sort((a, b) => b[1] - a[1]).slice(0, n))
    console.log(`${ms.toFixed(0).padStart(7)} ms ${((ms / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
}

export function summarise(profile: Profile, n = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const described = new Map(profile.nodes.map((node) => [node.id, describe(node)]));
  const stackOf = (id: number) => {
    const stack: number[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) stack.push(at);
    return stack;
  };
  const self = new Map<string, number>();
  const groups = new Map<string, number>();
  const inclusive = new Map<string, number>();
  let total = 0;
  let idle = 0;
  let at = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    at += ms;
    if (at < FROM_MS || at > TO_MS) return;
    if (UNDER && !stackOf(id).some((node) => UNDER.test(described.get(node)!.fn))) return;
    const { fn, group } = described.get(id)!;
    if (fn === '(idle)') {
      idle += ms;
      return;
    }
    total += ms;
    self.set(fn, (self.get(fn) ?? 0) + ms);
    groups.set(group, (groups.get(group) ?? 0) + ms);
    // Total time: each function once per sample, however deep it recurses.
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const key = described.get(at)!.fn;
      if (byId.get(at)!.callFrame.url && !seen.has(key)) {
        seen.add(key);
        inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
      }
    }
  });
  console.log(`busy ${total.toFixed(0)} ms, idle ${idle.toFixed(0)} ms`);
  top(groups, total, n, 'self time by package or folder');
  top(self, total, n, 'self time by function');
  top(inclusive, total, n, 'total time by function (itself and what it calls)');
}

runWhenMain(import.meta.url, async () => {
  const file = process.argv[2];
  if (!file) throw new Error('usage: npx tsx tests/perf/cpu-profile.ts <file.cpuprofile>');
  summarise(JSON.parse(readFileSync(file, 'utf8')) as Profile, Number(process.env.TOP ?? 25));
});
