import { FileDownloadButton } from '@/components/file-upload/file-preview';
import { fetchSveFileContent } from '@/features/sve/api/sve-api';
import type { SveFile } from '@/features/sve/api/sve-schemas';

/** Downloads an SVE file with the token; the server always answers it as an attachment. `nameMaxWidth` cuts a long name. */
export function SveDownloadButton({ file, nameMaxWidth }: { file: SveFile; nameMaxWidth?: string }) {
  return (
    <FileDownloadButton
      file={{
        id: file.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.size,
        entityType: 'SVE',
      }}
      loadFile={fetchSveFileContent}
      nameMaxWidth={nameMaxWidth}
    />
  );
}
