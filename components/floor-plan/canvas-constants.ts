/** What a palette button carries when dragged onto the plan (shared by the palette and the lazily loaded canvas). */
export const PALETTE_MIME = 'application/x-floor-element';
/** The canvas's height: its placeholder keeps it while fabric loads. */
export const CANVAS_HEIGHT = 560;
