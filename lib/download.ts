/** Hands a text to the browser as a file download (CSV menu export, GeoJSON zone export). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Some browsers start the download after click() returns: revoke a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
