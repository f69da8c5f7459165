/** Long enough for the browser to have started reading the file; then its memory is released. */
const RELEASE_AFTER_MS = 60_000;

/** Starts the browser's download of a file made on the page. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
