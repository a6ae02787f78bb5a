import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { ContentNameSchema, useCreateLesson } from '@/features/resources/api/chapter-contents';
import { NameForm } from '@/features/resources/components/name-form';

interface CreateLessonDialogProps {
  show: boolean;
  subjectId: string;
  chapterId: string;
  onHide: () => void;
}

/** Names a new lesson, then opens it to add materials. */
export function CreateLessonDialog({ show, subjectId, chapterId, onHide }: CreateLessonDialogProps) {
  const create = useCreateLesson(chapterId);
  const navigate = useNavigate();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="create-lesson-title" centered>
      <Modal.Header closeButton closeLabel="Close">
        <Modal.Title id="create-lesson-title" as="h2" className="h5">
          New lesson
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <NameForm
          label="Lesson name"
          schema={ContentNameSchema}
          submitLabel="Create lesson"
          pending={create.isPending}
          onSubmit={async (name) => {
            const { id } = await create.mutateAsync(name);
            onHide();
            void navigate(paths.resourceLesson.href({ subjectId, chapterId, lessonId: id }));
          }}
        />
      </Modal.Body>
    </Modal>
  );
}
