/** Long enough for any browser to have started reading the file; FileSaver.js waits as long. */
const KEEP_OBJECT_URL_MS = 40_000;

/** Hands text to the browser as a downloaded file, as a link to it with `download` would. */
export function saveFile(filename: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cancel the download in some browsers: the click only starts it.
  setTimeout(() => URL.revokeObjectURL(url), KEEP_OBJECT_URL_MS);
}
