import Card from 'react-bootstrap/Card';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { EmptyState, QueryState } from '@/components/query-state';
import { ChapterNameSchema, useCreateChapter } from '@/features/resources/api/chapter-writes';
import { ALL_CHAPTERS, chaptersApi } from '@/features/resources/api/chapters';
import { useResourceSubject } from '@/features/resources/api/resource-subjects';
import { ChapterList } from '@/features/resources/components/chapters/chapter-list';
import { NameForm } from '@/features/resources/components/name-form';
import '@/features/resources/components/resources.css';
import { useContentRoles } from '@/features/resources/components/use-content-roles';

/** `/resources/{subjectId}`: the subject's chapters in teaching order; setters create, rename, move, delete. */
export default function ResourceChaptersPage() {
  const { subjectId = '' } = useParams();
  const subject = useResourceSubject(subjectId);
  const chapters = chaptersApi.of({ subjectId }).useList(ALL_CHAPTERS);
  const create = useCreateChapter(subjectId);
  const { isSetter } = useContentRoles();
  return (
    <QueryState query={subject} errorMessage="The subject could not be loaded." loadingLabel="Loading the subject…">
      {(data) => (
        <>
          <PageHeader title={`${data.name} · ${data.classYear.name}`} crumbs={{ resourceSubject: `${data.name} · ${data.classYear.name}` }} description="Chapters in teaching order. Open one to see its lessons and assignments." />
          {isSetter ? (
            <Card body className="mb-3">
              <NameForm label="New chapter" schema={ChapterNameSchema} submitLabel="Add chapter" pending={create.isPending} onSubmit={(name) => create.mutateAsync(name)} />
            </Card>
          ) : null}
          <QueryState query={chapters} errorMessage="The chapters could not be loaded." loadingLabel="Loading chapters…">
            {(list) =>
              list.data.length === 0 ? (
                <EmptyState>{isSetter ? 'No chapters yet. Add the first one above.' : 'This subject has no chapters yet.'}</EmptyState>
              ) : (
                <ChapterList chapters={list.data} canEdit={isSetter} />
              )
            }
          </QueryState>
        </>
      )}
    </QueryState>
  );
}
