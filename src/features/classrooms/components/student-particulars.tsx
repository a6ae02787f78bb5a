import Table from 'react-bootstrap/Table';
import type { Student } from '@/entities/student/student';
import { PersonName } from '@/components/person-name';
import { SectionCard } from '@/features/classrooms/components/section-card';
import { formatDate } from '@/lib/format-date';
import { ageAt, formatAge } from '@/domain/school/age';

const show = (value: string | null | undefined) => (value ? value : '-');

/**
 * An e-mail address that may wrap only before its "@", never inside the name or the domain; a
 * narrow column wraps it into two readable halves instead of breaking a word.
 */
function EmailAddress({ email }: { email: string }) {
  const at = email.indexOf('@');
  return (
    <a href={`mailto:${email}`}>
      {at > 0 ? (
        <>
          <span className="text-nowrap">{email.slice(0, at)}</span>
          <wbr />
          <span className="text-nowrap">{email.slice(at)}</span>
        </>
      ) : (
        <span className="text-nowrap">{email}</span>
      )}
    </a>
  );
}

/** Title, gender, religion, ID, date of birth with age, and guardians. */
export function StudentParticulars({ student }: { student: Student }) {
  return (
    <SectionCard id="particulars-title" title="Particulars">
      <dl className="row mb-3">
        <dt className="col-sm-4">Full name</dt>
        <dd className="col-sm-8">
          <PersonName name={student.fullName} />
        </dd>
        <dt className="col-sm-4">Title</dt>
        <dd className="col-sm-8">{show(student.title)}</dd>
        <dt className="col-sm-4">Gender</dt>
        <dd className="col-sm-8">{student.gender}</dd>
        <dt className="col-sm-4">Religion</dt>
        <dd className="col-sm-8">{show(student.religion)}</dd>
        <dt className="col-sm-4">ID type</dt>
        <dd className="col-sm-8">{show(student.idType)}</dd>
        <dt className="col-sm-4">ID number</dt>
        <dd className="col-sm-8">{show(student.idNumber)}</dd>
        <dt className="col-sm-4">Date of birth</dt>
        <dd className="col-sm-8">{formatDate(student.dateOfBirth)}</dd>
        <dt className="col-sm-4">Age</dt>
        <dd className="col-sm-8">{formatAge(ageAt(student.dateOfBirth, new Date()))}</dd>
      </dl>
      {student.guardians.length === 0 ? (
        <p className="text-body-secondary mb-0">No guardians on record.</p>
      ) : (
          <Table size="sm" className="mb-0">
            <caption className="caption-top">Guardians</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Relationship</th>
                <th scope="col">Phone</th>
                <th scope="col">Email</th>
              </tr>
            </thead>
            <tbody>
              {student.guardians.map((guardian) => (
                <tr key={`${guardian.relationship}-${guardian.name}`}>
                  <td>{guardian.name}</td>
                  <td>{guardian.relationship}</td>
                  <td className="text-nowrap">
                    <a href={`tel:${guardian.phone.replace(/[^\d+]/g, '')}`}>{guardian.phone}</a>
                  </td>
                  <td>{guardian.email ? <EmailAddress email={guardian.email} /> : '-'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
      )}
    </SectionCard>
  );
}
