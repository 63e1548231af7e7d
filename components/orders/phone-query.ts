/** Below MUI's sm breakpoint the order lists are cards (a plain query: no theme needed to ask it). */
export const PHONE_QUERY = '(max-width:599.95px)';
