import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { ClassYearDetail } from '@/entities/class-year/class-year';

/** Homeroom teacher and the subjects with their teachers. */
export function ClassSummary({ classYear }: { classYear: ClassYearDetail }) {
  return (
    <Card as="section" aria-labelledby="class-summary-title" className="h-100">
      <Card.Header>
        <h2 id="class-summary-title" className="h5 mb-0">
          Class
        </h2>
      </Card.Header>
      <Card.Body>
        <dl className="row mb-3">
          <dt className="col-sm-5">Homeroom teacher</dt>
          <dd className="col-sm-7">{classYear.homeroomTeacher?.fullName ?? 'Not assigned'}</dd>
          <dt className="col-sm-5">Students</dt>
          <dd className="col-sm-7">{classYear.studentsCount}</dd>
        </dl>
        {classYear.subjects.length === 0 ? (
          <p className="text-body-secondary mb-0">No subjects are taught in this class yet.</p>
        ) : (
          <Table size="sm" className="mb-0">
            <caption className="caption-top">Subjects</caption>
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">Teachers</th>
              </tr>
            </thead>
            <tbody>
              {classYear.subjects.map((subject) => (
                <tr key={subject.subjectYearId}>
                  <td>{subject.name}</td>
                  <td>{subject.teachers.map((teacher) => teacher.fullName).join(', ') || '-'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
