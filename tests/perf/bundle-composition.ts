/**
 * What each route's first-load JS is made of, by package (node_modules) or project folder,
 * attributed through the browser source maps and scaled to gzip. The tool to find the next
 * thing to move out of a page's first load (tests/perf/README.md has the latest figures).
 *   BUNDLE_SOURCE_MAPS=1 npm run build && npm run perf:composition
 *   (ROUTES=/dashboard,/manage/menu to pick routes, TOP=40 lines per route)
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { measureRoutes } from './first-load-js';
import { runWhenMain } from './perf-row';

/** A source path grouped: a package (MUI by component), else the project folder. */
function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)(\/[^/]+)?/.exec(source);
  if (pkg) return pkg[1] === '@mui/material' ? `${pkg[1]}${pkg[2] ?? ''}` : pkg[1]!;
  return source
    .replace(/^.*?\[project\]\//, '')
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

/** Gzip-scaled bytes per group of one built chunk (its map is named by the chunk's sourceMappingURL). */
function chunkComposition(file: string, into: Map<string, number>) {
  const code = readFileSync(file, 'utf8');
  const ratio = gzipSync(code).length / code.length;
  const mapName = /sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? file.replace(/[^/]+$/, mapName) : `${file}.map`;
  const add = (group: string, bytes: number) => into.set(group, (into.get(group) ?? 0) + bytes * ratio);
  if (!existsSync(mapFile)) return add(`(no source map) ${file}`, code.length);
  const lines = code.split('\n');
  const byLine = new Map<number, { column: number; source: string }[]>();
  new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((m) => {
    const segments = byLine.get(m.generatedLine) ?? [];
    segments.push({ column: m.generatedColumn, source: m.source ?? '(unmapped)' });
    byLine.set(m.generatedLine, segments);
  });
  for (const [line, segments] of byLine) {
    segments.sort((a, b) => a.column - b.column);
    segments.forEach((s, i) => {
      const end = segments[i + 1]?.column ?? lines[line - 1]?.length ?? s.column;
      add(groupOf(s.source), end - s.column);
    });
  }
}

runWhenMain(import.meta.url, async () => {
  // The same scripts the bundle check counts, for every measured route (then ROUTES picks).
  const only = process.env.ROUTES?.split(',');
  const top = Number(process.env.TOP ?? 25);
  for (const { route, scripts } of await measureRoutes()) {
    if (only && !only.includes(route)) continue;
    const groups = new Map<string, number>();
    for (const { src } of scripts) chunkComposition(`.next${src.replace(/^\/_next/, '')}`, groups);
    const sorted = [...groups].sort((a, b) => b[1] - a[1]);
    const total = sorted.reduce((sum, [, bytes]) => sum + bytes, 0);
    console.log(`\n${route}: ${(total / 1024).toFixed(1)} KB gzip (estimated per source)`);
    for (const [group, bytes] of sorted.slice(0, top))
      console.log(`${(bytes / 1024).toFixed(1).padStart(7)}  ${group}`);
  }
});
