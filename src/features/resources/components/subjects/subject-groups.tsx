import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ChevronDown, ChevronRight } from 'react-bootstrap-icons';
import type { ResourceSubject } from '@/features/resources/api/resource-schemas';
import { SubjectCard } from '@/features/resources/components/subjects/subject-card';
import { groupSubjectsByLevel } from '@/features/resources/rules/group-subjects';
import { countOf } from '@/domain/school/count-words';

const hasResources = (subject: ResourceSubject) => subject.chaptersCount + subject.lessonsCount + subject.assignmentsCount > 0;

function LevelGroups({ subjects, headingPrefix }: { subjects: readonly ResourceSubject[]; headingPrefix: string }) {
  return groupSubjectsByLevel(subjects).map((group) => (
    <section key={group.level.id} className="resource-level" aria-labelledby={`${headingPrefix}-${group.level.id}`}>
      <h2 id={`${headingPrefix}-${group.level.id}`} className="h5 mb-2">
        {group.level.name}
      </h2>
      <ul className="resource-subject-grid">
        {group.subjects.map((subject) => (
          <SubjectCard key={subject.id} subject={subject} />
        ))}
      </ul>
    </section>
  ));
}

/**
 * The subjects under their level headings, those with resources first. A reviewer reads every subject of their
 * branch and most have nothing yet: the empty ones wait behind one disclosure instead of burying the few to review.
 */
export function SubjectGroups({ subjects }: { subjects: readonly ResourceSubject[] }) {
  const [showEmpty, setShowEmpty] = useState(false);
  const emptyId = useId();
  const withResources = subjects.filter(hasResources);
  const empty = subjects.filter((subject) => !hasResources(subject));
  const Chevron = showEmpty ? ChevronDown : ChevronRight;
  return (
    <>
      {withResources.length > 0 ? <LevelGroups subjects={withResources} headingPrefix="level" /> : <p className="text-body-secondary">No subject has resources yet.</p>}
      {empty.length > 0 ? (
        <div className="resource-subjects-empty">
          <Button variant="link" className="px-0" aria-expanded={showEmpty} aria-controls={emptyId} onClick={() => setShowEmpty((shown) => !shown)}>
            <Chevron aria-hidden="true" className="me-1" />
            {`${showEmpty ? 'Hide' : 'Show'} ${countOf(empty.length, 'subject', 'subjects')} without resources`}
          </Button>
          <div id={emptyId} hidden={!showEmpty}>
            {showEmpty ? <LevelGroups subjects={empty} headingPrefix="empty-level" /> : null}
          </div>
        </div>
      ) : null}
    </>
  );
}
