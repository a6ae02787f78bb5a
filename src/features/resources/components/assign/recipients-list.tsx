import { PersonName } from '@/components/person-name';
import type { RecipientGroup } from '@/features/resources/components/assign/group-recipients';

/** The recipients, class by class, in columns so a class of 40 fits the dialog without scrolling far. */
export function RecipientsList({ groups }: { groups: readonly RecipientGroup[] }) {
  return (
    // A long list scrolls inside the dialog; keyboard users must be able to focus it to scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="assign-recipients" tabIndex={0} role="region" aria-label="Recipients by class">
      {groups.map((group) => {
        const headingId = `recipients-${group.classYear.id}`;
        return (
          <section key={group.classYear.id} aria-labelledby={headingId} className="mb-3">
            <h3 id={headingId} className="h6 mb-1">
              {group.classYear.name} <span className="text-body-secondary fw-normal">({group.students.length})</span>
            </h3>
            <ul className="assign-recipients-names list-unstyled mb-0 small">
              {group.students.map((student) => (
                <li key={student.id}>
                  <PersonName name={student.fullName} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
