import { useSearchParams, Link } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import { paths } from '@/config/paths';
import { useResourceSubjects } from '@/features/resources/api/resource-subjects';
import { SubjectCard } from '@/features/resources/components/subjects/subject-card';
import '@/features/resources/components/resources.css';
import { groupSubjectsByLevel } from '@/features/resources/rules/group-subjects';
import { useCan } from '@/lib/session/use-can';

/** `/resources`: the subject years the user builds or reviews content for, grouped by level. */
export default function ResourceSubjectsPage() {
  const canAssign = useCan('update', 'LessonBuilder').allowed;
  const [searchParams, setSearchParams] = useSearchParams();
  const name = searchParams.get('name') ?? '';
  const subjects = useResourceSubjects({ pageSize: 0, sortBy: 'name', filters: { name } });
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
      <div className="mb-3" style={{ maxWidth: '22rem' }}>
        <SearchInput
          label="Search subjects"
          placeholder="Subject name"
          value={name}
          onSearch={(text) => setSearchParams(text ? { name: text } : {}, { replace: true })}
        />
      </div>
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
        {(data) =>
          groupSubjectsByLevel(data.data).map((group) => (
            <section key={group.level.id} className="resource-level" aria-labelledby={`level-${group.level.id}`}>
              <h2 id={`level-${group.level.id}`} className="h5 mb-2">
                {group.level.name}
              </h2>
              <ul className="resource-subject-grid">
                {group.subjects.map((subject) => (
                  <SubjectCard key={subject.id} subject={subject} />
                ))}
              </ul>
            </section>
          ))
        }
      </QueryState>
    </>
  );
}
