import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ALL_CHAPTERS, chaptersApi } from '@/features/resources/api/chapters';
import { useDuplicateLesson } from '@/features/resources/api/lessons';
import type { ContentSummary } from '@/features/resources/api/resource-schemas';
import { useResourceSubjects } from '@/features/resources/api/resource-subjects';

interface DuplicateLessonDialogProps {
  lesson: ContentSummary | null;
  onHide: () => void;
}

/** Copies a lesson into a chapter of any subject the setter teaches (another class's subject included). */
export function DuplicateLessonDialog({ lesson, onHide }: DuplicateLessonDialogProps) {
  const id = useId();
  const subjects = useResourceSubjects({ pageSize: 0, sortBy: 'name' });
  const [subjectId, setSubjectId] = useState('');
  const [search, setSearch] = useState('');
  const [chapterId, setChapterId] = useState('');
  const chapters = useQuery({ ...chaptersApi.of({ subjectId }).listQuery(ALL_CHAPTERS), enabled: subjectId !== '' });
  const duplicate = useDuplicateLesson();
  const [error, setError] = useState<string | null>(null);
  const visible = (chapters.data?.data ?? []).filter((chapter) => chapter.name.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase()));

  async function confirm() {
    if (!lesson || !chapterId) {
      setError('Choose the chapter to copy the lesson into.');
      throw new Error('No chapter chosen');
    }
    await duplicate.mutateAsync({ lessonId: lesson.id, targetChapterId: chapterId });
  }

  return (
    <ConfirmDialog
      show={lesson !== null}
      title={`Duplicate ${lesson?.name ?? 'lesson'}`}
      confirmLabel="Duplicate"
      onConfirm={confirm}
      onHide={() => {
        setChapterId('');
        setError(null);
        onHide();
      }}
      body={
        <div className="d-flex flex-column gap-3">
          <p className="mb-0 small text-body-secondary">The copy starts as a new draft (Created) in the chapter you choose.</p>
          <Form.Group controlId={`${id}-subject`}>
            <Form.Label>Subject</Form.Label>
            <Form.Select
              value={subjectId}
              onChange={(event) => {
                setSubjectId(event.target.value);
                setChapterId('');
              }}
            >
              <option value="">Choose a subject…</option>
              {(subjects.data?.data ?? []).map((subject) => (
                <option key={subject.id} value={subject.id}>
                  {subject.name} · {subject.classYear.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {subjectId ? (
            <fieldset>
              <legend className="form-label fs-6">Chapter</legend>
              <Form.Control
                type="search"
                aria-label="Search chapters"
                placeholder="Search chapters"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className="mb-2"
              />
              <div className="border rounded p-2" style={{ maxHeight: '14rem', overflowY: 'auto' }}>
                {chapters.isPending ? <span className="small text-body-secondary">Loading chapters…</span> : null}
                {!chapters.isPending && visible.length === 0 ? <span className="small text-body-secondary">No chapter matches.</span> : null}
                {visible.map((chapter) => (
                  <Form.Check
                    key={chapter.id}
                    type="radio"
                    id={`${id}-chapter-${chapter.id}`}
                    name={`${id}-chapter`}
                    label={chapter.name}
                    checked={chapterId === chapter.id}
                    onChange={() => {
                      setChapterId(chapter.id);
                      setError(null);
                    }}
                  />
                ))}
              </div>
            </fieldset>
          ) : null}
          {error ? (
            <p role="alert" className="text-danger small mb-0">
              {error}
            </p>
          ) : null}
        </div>
      }
    />
  );
}
