import { FilePreview } from '@/components/file-upload/file-preview';
import { useLoadLessonFile } from '@/features/resources/components/materials/attach-files-load';
import { MaxMarkNote } from '@/features/resources/components/materials/question-fields';
import type { MaterialViewProps } from '@/features/resources/components/materials/types';

/** Attach Files as the reader sees it: the instructions, then each file (images and PDFs previewed in place). */
export function AttachFilesView({ content }: MaterialViewProps<'ATTACH_FILES'>) {
  const loadFile = useLoadLessonFile();
  return (
    <div>
      {content.instructions && <p style={{ whiteSpace: 'pre-wrap' }}>{content.instructions}</p>}
      {content.maxMark !== undefined && <MaxMarkNote maxMark={content.maxMark} />}
      <ul className="list-unstyled mb-0 d-grid gap-3" aria-label="Attached files">
        {content.files.map((file) => (
          <li key={file.id}>
            <FilePreview file={file} loadFile={loadFile} />
          </li>
        ))}
      </ul>
    </div>
  );
}
