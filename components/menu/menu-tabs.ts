/** The Menu Manager's tabs, as the `tab` query parameter names them; none or an unknown one is `menu`. */
export const menuTabs = ['menu', 'modifiers', 'combos'] as const;
export type MenuTabId = (typeof menuTabs)[number];
