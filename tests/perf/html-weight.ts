/**
 * What each page's HTML carries, signed in as the demo merchant: its size and gzip size, the RSC
 * payload inside it (the `self.__next_f` pushes), the inlined styles (experimental.inlineCss: the
 * merged CSS modules, MUI's variables, emotion's CSS for the MUI parts the server rendered) and
 * any stylesheet still linked (render-blocking). Sizes are deterministic for a build; compare two
 * builds route by route (tests/perf/README.md, stop 36). Needs a production build.
 *   npx tsx tests/perf/html-weight.ts        (ROUTES=/dashboard,/order-history to pick routes)
 */
import { gzipSync } from 'node:zlib';
import { measuredRoutes } from './measured-routes';
import { formatRows } from './perf-table';
import { runWhenMain, type PerfRow } from './perf-row';
import { startPortal } from './portal-server';

const kb = (text: string) => Math.round(Buffer.byteLength(text) / 102.4) / 10;
const joined = (html: string, re: RegExp) => (html.match(re) ?? []).join('');

export function weigh(route: string, html: string): PerfRow[] {
  const rsc = joined(html, /self\.__next_f\.push\(\[1,"(?:[^"\\]|\\.)*"\]\)/g);
  const styles = joined(html, /<style[^>]*>[\s\S]*?<\/style>/g);
  const emotion = joined(html, /<style[^>]*data-emotion="mui [^"]*"[^>]*>[\s\S]*?<\/style>/g);
  const linked = (html.match(/<link[^>]*rel="stylesheet"[^>]*>/g) ?? []).length;
  const row = (subject: string, value: number, unit: PerfRow['unit'] = 'KB'): PerfRow => ({
    benchmark: 'page HTML',
    subject: `${route} ${subject}`,
    value,
    unit,
  });
  return [
    row('HTML', kb(html)),
    row('HTML gzip', Math.round(gzipSync(html).length / 102.4) / 10),
    row('RSC payload', kb(rsc)),
    row('inline styles', kb(styles)),
    row('of which emotion (MUI)', kb(emotion)),
    { ...row('stylesheets linked', linked, 'count'), target: '0', ok: linked === 0 },
  ];
}

export async function measure(): Promise<PerfRow[]> {
  const only = process.env.ROUTES?.split(',');
  const routes = measuredRoutes().main.filter((r) => !only || only.includes(r));
  const server = await startPortal(Number(process.env.PERF_PORT ?? 0));
  try {
    const cookie = await server.signIn();
    const rows: PerfRow[] = [];
    for (const route of routes) {
      const html = await fetch(server.base + route, { headers: { Cookie: cookie } }).then((res) => res.text());
      rows.push(...weigh(route, html));
    }
    return rows;
  } finally {
    await server.stop();
  }
}

runWhenMain(import.meta.url, async () => {
  console.log(formatRows(await measure()));
});
