/**
 * A code as it is read aloud or typed at a counter: groups of four ("K7QM 3XHD …"). Only for
 * showing; the server takes a code with or without the spaces.
 */
export function groupCode(code: string): string {
  return code.match(/.{1,4}/g)?.join(' ') ?? code;
}
