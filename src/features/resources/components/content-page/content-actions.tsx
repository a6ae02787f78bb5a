import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { PencilSquare, Send, Trash } from 'react-bootstrap-icons';
import { Link, useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { paths } from '@/config/paths';
import { CONTENT_ISSUED_MESSAGES } from '@/domain/lesson-content/limits';
import { canEditContent } from '@/domain/lesson-content/review';
import { ContentNameSchema } from '@/features/resources/api/chapter-contents';
import { isResourceAssignment, type ContentDetail } from '@/features/resources/api/content';
import { useDeleteLesson, useUpdateLesson } from '@/features/resources/api/lessons';
import { useDeleteResourceAssignment, useUpdateResourceAssignment } from '@/features/resources/api/resource-assignments';
import type { ContentKind } from '@/features/resources/api/resource-schemas';
import { NameForm } from '@/features/resources/components/name-form';
import { useContentRoles } from '@/features/resources/components/use-content-roles';
import { useCan } from '@/lib/session/use-can';

const NOUNS: Readonly<Record<ContentKind, string>> = { lesson: 'lesson', assignment: 'assignment' };

/** Renames a lesson (name alone) or an assignment (its settings sent back unchanged), with the version it was read at. */
function useRename(kind: ContentKind, content: ContentDetail) {
  const lesson = useUpdateLesson(content.id);
  const assignment = useUpdateResourceAssignment(content.id);
  const rename = (name: string) =>
    isResourceAssignment(content)
      ? assignment.mutateAsync({ name, settings: content.settings, version: content.version })
      : lesson.mutateAsync({ name, version: content.version });
  return { rename, pending: kind === 'lesson' ? lesson.isPending : assignment.isPending };
}

function useRemove(kind: ContentKind) {
  const lesson = useDeleteLesson();
  const assignment = useDeleteResourceAssignment();
  return kind === 'lesson' ? lesson : assignment;
}

/**
 * The page's own actions: Assign once a version is published (students receive that one), and for its setter
 * Rename and Delete. Content already assigned to students keeps Delete disabled with the server's own reason under
 * the header, said before anyone asks rather than refused after a confirmation.
 */
export function ContentActions({ kind, content }: { kind: ContentKind; content: ContentDetail }) {
  const noun = NOUNS[kind];
  const canAssign = useCan('update', 'LessonBuilder').allowed;
  const { roles, isSetter } = useContentRoles();
  const [renaming, setRenaming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const whyKeptId = useId();
  const navigate = useNavigate();
  const { rename, pending } = useRename(kind, content);
  const remove = useRemove(kind);
  const assigned = content.issuedCount > 0;
  const chapterHref = paths.resourceChapter.href({ subjectId: content.subjectId, chapterId: content.chapterId });

  return (
    <div className="content-actions">
      <div className="d-flex flex-wrap justify-content-end gap-2">
        {canAssign && content.hasPublishedVersion ? (
          <Link to={paths.resourcesAssign.href(undefined, { sourceType: kind, sourceId: content.id })} className="btn btn-primary">
            <Send aria-hidden="true" className="me-1" />
            Assign
          </Link>
        ) : null}
        {isSetter && canEditContent(content.reviewStatus, roles) ? (
          <Button variant="outline-secondary" onClick={() => setRenaming(true)}>
            <PencilSquare aria-hidden="true" className="me-1" />
            Rename
          </Button>
        ) : null}
        {isSetter ? (
          <Button variant="outline-danger" disabled={assigned} aria-describedby={assigned ? whyKeptId : undefined} onClick={() => setDeleting(true)}>
            <Trash aria-hidden="true" className="me-1" />
            Delete
          </Button>
        ) : null}
      </div>
      {isSetter && assigned ? (
        <p id={whyKeptId} className="small text-body-secondary text-end mb-0 mt-1">
          {CONTENT_ISSUED_MESSAGES[kind]}
        </p>
      ) : null}
      <Modal show={renaming} onHide={() => setRenaming(false)} aria-labelledby={`${whyKeptId}-rename`} centered>
        <Modal.Header closeButton closeLabel="Close">
          <Modal.Title id={`${whyKeptId}-rename`} as="h2" className="h5">
            Rename {noun}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <NameForm
            label={`${kind === 'lesson' ? 'Lesson' : 'Assignment'} name`}
            initialName={content.name}
            schema={ContentNameSchema}
            submitLabel="Save name"
            pending={pending}
            onSubmit={async (name) => {
              await rename(name);
              setRenaming(false);
            }}
          />
        </Modal.Body>
      </Modal>
      <ConfirmDialog
        show={deleting}
        title={`Delete ${noun}`}
        body={`Delete “${content.name}” with its materials and review history? This cannot be undone.`}
        confirmLabel="Delete"
        confirmVariant="danger"
        onConfirm={async () => {
          await remove.mutateAsync(content.id);
          void navigate(chapterHref, { replace: true });
        }}
        onHide={() => setDeleting(false)}
      />
    </div>
  );
}
