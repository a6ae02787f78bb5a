import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LeapsEvent } from '@/domain/leaps/responses';
import { leapsLevelLabel } from '@/domain/leaps/leaps';
import { countOf } from '@/domain/school/count-words';

/** The students of an event the user may see (each opening their student page), with the level that counts for each. */
export function EventStudentsTable({ event }: { event: LeapsEvent }) {
  return (
    <section className="data-table data-table-compact mt-3" aria-labelledby="leaps-event-students">
      <h2 id="leaps-event-students" className="h6 mb-0 leaps-attainment-heading">
        Students ({event.studentsCount})
      </h2>
      <Table size="sm" responsive className="mb-0">
        <thead>
          <tr>
            <th scope="col">Student</th>
            <th scope="col">Class</th>
            <th scope="col">Role</th>
            <th scope="col">Level</th>
          </tr>
        </thead>
        <tbody>
          {event.students.map((student) => (
            <tr key={student.id}>
              <th scope="row" className="fw-normal">
                {student.classYear ? (
                  <Link to={paths.classroomStudent.href({ classYearId: student.classYear.id, studentId: student.id })}>
                    {student.fullName}
                  </Link>
                ) : (
                  student.fullName
                )}
              </th>
              <td>{student.classYear?.name ?? '-'}</td>
              <td>{student.role ?? '-'}</td>
              <td>
                {leapsLevelLabel(event.domain, student.level ?? event.level)}
                {student.level !== null && student.level !== event.level ? (
                  <span className="text-body-secondary"> (own level)</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {event.otherStudentsCount > 0 ? (
        <p className="small text-body-secondary mb-0 px-3 py-2">
          And {countOf(event.otherStudentsCount, 'student')} of classes you do not keep
          LEAPS records for.
        </p>
      ) : null}
    </section>
  );
}
