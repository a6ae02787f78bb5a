import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ArrowDown, ArrowUp, PencilSquare, Trash } from 'react-bootstrap-icons';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CHAPTER_ISSUED_MESSAGE } from '@/domain/lesson-content/limits';
import { ChapterNameSchema } from '@/features/resources/api/chapter-writes';
import type { Chapter } from '@/features/resources/api/resource-schemas';
import { NameForm } from '@/features/resources/components/name-form';
import { countOf } from '@/domain/school/count-words';

interface ChapterRowProps {
  chapter: Chapter;
  position: number;
  total: number;
  canEdit: boolean;
  busy: boolean;
  onRename: (name: string) => Promise<unknown>;
  onMove: (order: number) => void;
  onDelete: () => void;
}

/** One chapter in order: its name links to its lessons; setters rename, move and delete it here. */
export function ChapterRow({ chapter, position, total, canEdit, busy, onRename, onMove, onDelete }: ChapterRowProps) {
  const [renaming, setRenaming] = useState(false);
  const whyKeptId = useId();
  // Its work went to students: deleting would take it from them, so the row says so instead of asking first.
  const assigned = chapter.issuedCount > 0;
  const counts = `${countOf(chapter.lessonsCount, 'lesson')}, ${countOf(chapter.assignmentsCount, 'assignment')}`;
  return (
    <li className="chapter-row">
      <span className="chapter-row-position" aria-hidden="true">
        {position + 1}.
      </span>
      <div className="chapter-row-main">
        {renaming ? (
          <NameForm
            label={`New name of ${chapter.name}`}
            hideLabel
            initialName={chapter.name}
            schema={ChapterNameSchema}
            submitLabel="Save"
            pending={busy}
            onSubmit={async (name) => {
              await onRename(name);
              setRenaming(false);
            }}
            onCancel={() => setRenaming(false)}
          />
        ) : (
          <>
            <Link to={paths.resourceChapter.href({ subjectId: chapter.subjectId, chapterId: chapter.id })} className="fw-medium">
              {chapter.name}
            </Link>
            <div className="small text-body-secondary">
              {counts}
              {assigned ? ' · assigned to students' : ''}
            </div>
            {assigned && canEdit ? (
              <div id={whyKeptId} className="small text-body-secondary">
                {CHAPTER_ISSUED_MESSAGE}
              </div>
            ) : null}
          </>
        )}
      </div>
      {canEdit && !renaming ? (
        <div className="chapter-row-actions">
          <Button variant="outline-secondary" size="sm" disabled={busy || position === 0} onClick={() => onMove(position - 1)} aria-label={`Move ${chapter.name} up`}>
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            variant="outline-secondary"
            size="sm"
            disabled={busy || position === total - 1}
            onClick={() => onMove(position + 1)}
            aria-label={`Move ${chapter.name} down`}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${chapter.name}`}>
            <PencilSquare aria-hidden="true" /> Rename
          </Button>
          <Button
            variant="outline-danger"
            size="sm"
            disabled={assigned}
            aria-describedby={assigned ? whyKeptId : undefined}
            onClick={onDelete}
            aria-label={`Delete ${chapter.name}`}
          >
            <Trash aria-hidden="true" /> Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}
