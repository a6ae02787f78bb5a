import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteChapter, useUpdateChapter } from '@/features/resources/api/chapter-writes';
import type { Chapter } from '@/features/resources/api/resource-schemas';
import { ChapterRow } from '@/features/resources/components/chapters/chapter-row';
import { toApiError } from '@/lib/api-error';

/** A subject's chapters in order, with rename, move (PUT {order}) and confirmed delete for setters. */
export function ChapterList({ chapters, canEdit }: { chapters: readonly Chapter[]; canEdit: boolean }) {
  const update = useUpdateChapter();
  const remove = useDeleteChapter();
  const [deleting, setDeleting] = useState<Chapter | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function confirmDelete(chapter: Chapter) {
    try {
      await remove.mutateAsync(chapter.id);
    } catch (cause) {
      setRefusal(toApiError(cause, 'The chapter could not be deleted.').message);
      throw cause;
    }
  }

  return (
    <Card>
      <ol className="chapter-list" aria-label="Chapters">
        {chapters.map((chapter, position) => (
          <ChapterRow
            key={chapter.id}
            chapter={chapter}
            position={position}
            total={chapters.length}
            canEdit={canEdit}
            busy={update.isPending}
            onRename={(name) => update.mutateAsync({ chapterId: chapter.id, name })}
            onMove={(order) => update.mutate({ chapterId: chapter.id, order })}
            onDelete={() => {
              setRefusal(null);
              setDeleting(chapter);
            }}
          />
        ))}
      </ol>
      <ConfirmDialog
        show={deleting !== null}
        title="Delete chapter"
        body={
          <>
            <p className={refusal ? undefined : 'mb-0'}>
              Delete <strong>{deleting?.name}</strong> with its lessons and assignments? This cannot be undone.
            </p>
            {refusal ? (
              <Alert variant="danger" className="mb-0">
                {refusal}
              </Alert>
            ) : null}
          </>
        }
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={() => (deleting ? confirmDelete(deleting) : undefined)}
        onHide={() => setDeleting(null)}
      />
    </Card>
  );
}
