/**
 * Runs once when a server starts. Next compiles this file for the Edge runtime (middleware) as
 * well, so the Node-only work lives in instrumentation-node.ts behind the NEXT_RUNTIME check,
 * which the Edge build drops: no `process.exit` warning on every compile.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { registerNode } = await import('./instrumentation-node');
    await registerNode();
  }
}
