/**
 * Copies `text`: the Clipboard API where the page may use it (HTTPS or localhost), else the
 * selected field's text the old way. False when neither worked (the field stays selected).
 */
export async function copyText(text: string, field: HTMLInputElement | HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
