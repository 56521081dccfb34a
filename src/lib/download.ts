// Saves a Blob as a file through a temporary link (the browser's download), for the app's exports: the account's
// data, the lesson board's page and notes. The object URL is released once the download has had time to start.
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
