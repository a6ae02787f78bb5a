import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useContent } from '@/features/resources/api/content';
import type { ContentKind } from '@/features/resources/api/resource-schemas';
import { ContentActions } from '@/features/resources/components/content-page/content-actions';
import { ContentWorkspace } from '@/features/resources/components/content-page/content-workspace';
import '@/features/resources/components/content-page/content-page.css';
import '@/features/resources/components/resources.css';
import { ReviewStatusBadge } from '@/features/resources/components/review-status-badge';

/** The lesson page and the assignment page (spec §2 "Lesson and assignment pages"): one layout for both. */
export function ContentPage({ kind, id }: { kind: ContentKind; id: string }) {
  const content = useContent(kind, id);
  const noun = kind === 'lesson' ? 'lesson' : 'assignment';
  return (
    <QueryState query={content} errorMessage={`The ${noun} could not be loaded.`} loadingLabel={`Loading the ${noun}…`}>
      {(data) => (
        <>
          <PageHeader
            title={
              <>
                {data.name} <ReviewStatusBadge status={data.reviewStatus} />
              </>
            }
            crumbs={{
              resourceSubject: `${data.subject.name} · ${data.subject.classYear.name}`,
              resourceChapter: data.chapter.name,
              [kind === 'lesson' ? 'resourceLesson' : 'resourceAssignment']: data.name,
            }}
            description={`${kind === 'lesson' ? 'Lesson' : 'Assignment'} in ${data.chapter.name} · ${data.subject.name} · ${data.subject.classYear.name}`}
            actions={<ContentActions kind={kind} content={data} />}
          />
          <ContentWorkspace key={data.id} kind={kind} content={data} />
        </>
      )}
    </QueryState>
  );
}
