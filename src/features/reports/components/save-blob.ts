/** Offers a generated file for download under `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoking at once can cut a large download short in some browsers; a minute is ample.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
