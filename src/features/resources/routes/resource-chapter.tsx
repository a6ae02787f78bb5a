import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useChapter } from '@/features/resources/api/chapters';
import type { ContentSummary } from '@/features/resources/api/resource-schemas';
import { ContentsTable } from '@/features/resources/components/chapter-contents/contents-table';
import { CreateAssignmentDialog } from '@/features/resources/components/chapter-contents/create-assignment-dialog';
import { CreateLessonDialog } from '@/features/resources/components/chapter-contents/create-lesson-dialog';
import { DuplicateLessonDialog } from '@/features/resources/components/chapter-contents/duplicate-lesson-dialog';
import '@/features/resources/components/resources.css';
import { useContentRoles } from '@/features/resources/components/use-content-roles';

/** `/resources/{subjectId}/{chapterId}`: the chapter's lessons and assignments; setters create and duplicate. */
export default function ResourceChapterPage() {
  const { subjectId = '', chapterId = '' } = useParams();
  const chapter = useChapter(chapterId);
  const { isSetter } = useContentRoles();
  const [creating, setCreating] = useState<'lesson' | 'assignment' | null>(null);
  const [duplicating, setDuplicating] = useState<ContentSummary | null>(null);
  return (
    <QueryState query={chapter} errorMessage="The chapter could not be loaded." loadingLabel="Loading the chapter…">
      {(data) => (
        <>
          <PageHeader
            title={data.name}
            crumbs={{ resourceSubject: `${data.subject.name} · ${data.subject.classYear.name}`, resourceChapter: data.name }}
            description={`${data.subject.name} · ${data.subject.classYear.name}: lessons and assignments with their review status.`}
            actions={
              isSetter ? (
                <>
                  <Button onClick={() => setCreating('lesson')}>New lesson</Button>
                  <Button variant="outline-secondary" onClick={() => setCreating('assignment')}>
                    New assignment
                  </Button>
                </>
              ) : null
            }
          />
          <ContentsTable chapterId={chapterId} onDuplicate={isSetter ? setDuplicating : undefined} />
          {isSetter ? (
            <>
              <CreateLessonDialog show={creating === 'lesson'} subjectId={subjectId} chapterId={chapterId} onHide={() => setCreating(null)} />
              <CreateAssignmentDialog show={creating === 'assignment'} subjectId={subjectId} chapterId={chapterId} onHide={() => setCreating(null)} />
              <DuplicateLessonDialog lesson={duplicating} onHide={() => setDuplicating(null)} />
            </>
          ) : null}
        </>
      )}
    </QueryState>
  );
}
