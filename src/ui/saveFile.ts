/** Offers a file to the browser as a download under `fileName` (spec 02 §7, exports). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the object URL may go once the event loop moved on.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
