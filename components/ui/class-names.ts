/** The class names given, without the ones switched off (false) or absent, as one className. */
export const classNames = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');
