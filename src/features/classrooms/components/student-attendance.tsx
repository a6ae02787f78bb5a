import Table from 'react-bootstrap/Table';
import type { StudentRecord } from '@/features/classrooms/api/get-student-record';
import { SectionCard } from '@/features/classrooms/components/section-card';

/** Days by attendance status (spec §3: Present, Late, Absent, Absent Without Excuse) per term. */
export function StudentAttendance({ record }: { record: StudentRecord }) {
  return (
    <SectionCard id="attendance-title" title="Attendance">
      {record.attendance.length === 0 ? (
        <p className="text-body-secondary mb-0">No attendance recorded for this academic year.</p>
      ) : (
          <Table size="sm" className="mb-0">
            <caption className="visually-hidden">Days by attendance status and term</caption>
            <thead>
              <tr>
                <th scope="col">Term</th>
                <th scope="col" className="text-end">Present</th>
                <th scope="col" className="text-end">Late</th>
                <th scope="col" className="text-end">Absent</th>
                <th scope="col" className="text-end">Absent Without Excuse</th>
                <th scope="col" className="text-end">School days</th>
              </tr>
            </thead>
            <tbody>
              {record.attendance.map((row) => (
                <tr key={row.term}>
                  <th scope="row" className="text-nowrap">Term {row.term}</th>
                  <td className="text-end">{row.present}</td>
                  <td className="text-end">{row.late}</td>
                  <td className="text-end">{row.absent}</td>
                  <td className="text-end">{row.absentWithoutExcuse}</td>
                  <td className="text-end">{row.schoolDays ?? row.present + row.late + row.absent + row.absentWithoutExcuse}</td>
                </tr>
              ))}
            </tbody>
          </Table>
      )}
    </SectionCard>
  );
}
