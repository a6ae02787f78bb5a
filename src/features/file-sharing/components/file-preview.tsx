import { useMemo } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useObjectUrl } from '@/entities/uploaded-file/object-url';
import type { FileShare } from '@/domain/file-sharing/limits';
import { useSharedFileContent } from '@/features/file-sharing/api/shared-file';
import type { SharedFile } from '@/features/file-sharing/api/file-sharing-schemas';

const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** Images and PDFs are shown in the page; any other type is only downloaded. */
export function previewKind(mimeType: string): 'image' | 'pdf' | null {
  if (IMAGE_TYPES.has(mimeType)) return 'image';
  return mimeType === 'application/pdf' ? 'pdf' : null;
}

/** The current version in place, through an object URL of bytes fetched with the token (revoked when it goes). */
export function FilePreview({ share, file }: { share: FileShare; file: SharedFile }) {
  const kind = previewKind(file.mimeType);
  const content = useSharedFileContent(share, file.id, file.currentVersionId, kind !== null);
  // Typed from the file's record, not the answer's header: an object URL is never rendered as HTML.
  const typed = useMemo(() => (content.data ? new Blob([content.data], { type: file.mimeType }) : undefined), [content.data, file.mimeType]);
  const url = useObjectUrl(typed);
  if (kind === null) return <p className="text-body-secondary mb-0">There is no preview for this type of file; download it to open it.</p>;
  if (content.isError) return <p className="text-danger mb-0">The preview of “{file.name}” could not be loaded.</p>;
  if (!url) return <Spinner size="sm" role="status" aria-label={`Loading the preview of ${file.name}`} />;
  return kind === 'image' ? <img src={url} alt={`Preview of ${file.name}`} /> : <iframe src={url} title={`Preview of ${file.name}`} />;
}
