import { useSearchParams, Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { inboxesFor, REVIEW_INBOX_LABELS, type ReviewInbox } from '@/domain/lesson-content/review-inbox';
import { useResourceSubjects } from '@/features/resources/api/resource-subjects';
import { InboxFilter } from '@/features/resources/components/inbox/inbox-filter';
import { InboxList } from '@/features/resources/components/inbox/inbox-list';
import { SubjectGroups } from '@/features/resources/components/subjects/subject-groups';
import '@/features/resources/components/resources.css';
import { useContentRoles } from '@/features/resources/components/use-content-roles';
import { useCan } from '@/lib/session/use-can';

function SubjectList({ name }: { name: string }) {
  const subjects = useResourceSubjects({ pageSize: 0, sortBy: 'name', filters: { name } });
  return (
    <QueryState
      query={subjects}
      errorMessage="The subjects could not be loaded."
      loadingLabel="Loading subjects…"
      isEmpty={(data) => data.data.length === 0}
      empty={name ? 'No subject matches your search.' : 'You have no subjects this year.'}
      emptyHint={
        name
          ? 'Try another name, or clear the search to see all your subjects.'
          : 'The subjects you teach or review appear here, grouped by level, each with its chapters, lessons and assignments.'
      }
    >
      {(data) => <SubjectGroups subjects={data.data} />}
    </QueryState>
  );
}

/**
 * `/resources`: the subject years the user builds or reviews content for, grouped by level; or, with `?inbox=`, one
 * of the review inboxes the user can act on (a reviewer's "Waiting for my review", a setter's "Sent back to me").
 */
export default function ResourceSubjectsPage() {
  const canAssign = useCan('update', 'LessonBuilder').allowed;
  const { roles } = useContentRoles();
  const inboxes = inboxesFor(roles, canAssign);
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get('name') ?? '';
  const asked = searchParams.get('inbox');
  // An inbox the user cannot act on (an old link, another account's bookmark) shows every subject instead.
  const inbox: ReviewInbox | null = inboxes.find((candidate) => candidate === asked) ?? null;
  const search = (text: string) => {
    const next = new URLSearchParams(inbox ? { inbox } : {});
    if (text) next.set('name', text);
    setSearchParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Subjects"
        description="Build each subject’s chapters, lessons and assignments, and follow their review."
        actions={
          canAssign ? (
            <Link to={paths.resourcesAssign.href()} className="btn btn-primary">
              Assign students
            </Link>
          ) : null
        }
      />
      {inboxes.length > 0 ? <InboxFilter inboxes={inboxes} current={inbox} /> : null}
      <div className="mb-3" style={{ maxWidth: '22rem' }}>
        <SearchInput
          key={inbox ?? 'subjects'}
          label={inbox ? `Search ${REVIEW_INBOX_LABELS[inbox].toLowerCase()}` : 'Search subjects'}
          placeholder={inbox ? 'Lesson or assignment name' : 'Subject name'}
          value={name}
          onSearch={search}
        />
      </div>
      {inbox ? <InboxList inbox={inbox} name={name} /> : <SubjectList name={name} />}
    </>
  );
}
