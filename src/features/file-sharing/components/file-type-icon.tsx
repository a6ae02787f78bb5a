import { FileEarmark, FileEarmarkImage, FileEarmarkPdf, FileEarmarkSpreadsheet, FileEarmarkText, FileEarmarkWord, FileEarmarkPpt } from 'react-bootstrap-icons';

/** An icon for the file's kind; decorative, the name says what it is. */
export function FileTypeIcon({ mimeType }: { mimeType: string }) {
  if (mimeType === 'application/pdf') return <FileEarmarkPdf aria-hidden="true" className="text-danger" />;
  if (mimeType.startsWith('image/')) return <FileEarmarkImage aria-hidden="true" className="text-success" />;
  if (mimeType.includes('spreadsheet') || mimeType === 'text/csv') return <FileEarmarkSpreadsheet aria-hidden="true" className="text-success" />;
  if (mimeType.includes('wordprocessing')) return <FileEarmarkWord aria-hidden="true" className="text-primary" />;
  if (mimeType.includes('presentation')) return <FileEarmarkPpt aria-hidden="true" className="text-warning" />;
  if (mimeType.startsWith('text/')) return <FileEarmarkText aria-hidden="true" />;
  return <FileEarmark aria-hidden="true" />;
}
