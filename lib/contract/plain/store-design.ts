/**
 * The storefront design's constants (lib/contract/store.ts has the schemas and re-exports them): no
 * zod here, so the settings forms list the theme's choices without loading zod on their first load.
 */

/** SPEC §3 theme_appearance; SPEC §9 defaults: #383232, Light. */
export const themeTypes = ['light', 'dark'] as const;

/** SPEC §9 defaults. */
export const DEFAULT_THEME_COLOR = '#383232';
