/** Hands a URL (an object URL, a data: URL) to the browser as a file download. */
export function downloadHref(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Hands a text to the browser as a file download (CSV menu export, GeoJSON zone export). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  downloadHref(url, fileName);
  // Some browsers start the download after click() returns: revoke a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
