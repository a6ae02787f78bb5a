import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { studentQueryOptions, useStudent } from '@/entities/student/student';
import { studentRecordQueryOptions, useStudentRecord } from '@/features/classrooms/api/get-student-record';
import { PersonName } from '@/components/person-name';
import { StudentAttendance } from '@/features/classrooms/components/student-attendance';
import { StudentConduct, StudentGrowth, StudentRemarks } from '@/features/classrooms/components/student-form-class';
import { StudentMarks } from '@/features/classrooms/components/student-marks';
import { StudentHistory } from '@/features/classrooms/components/student-history';
import { StudentParticulars } from '@/features/classrooms/components/student-particulars';
import type { ScreenModule } from '@/lib/route-manifest';
import { useSession } from '@/lib/session/session-context';

const HISTORY_TAB = 'history';

/** The pupil and the year's record leave with the route's guard (lib/route-manifest.ts). */
export const prefetch: ScreenModule['prefetch'] = ({ queryClient, params, session }) => {
  const studentId = params.studentId ?? '';
  void queryClient.prefetchQuery(studentQueryOptions(studentId));
  void queryClient.prefetchQuery(studentRecordQueryOptions(studentId, session.currentAcademicYear.id));
};

/**
 * `/classrooms/:classYearId/:studentId`: particulars, marks and grades, attendance and form-class records; and the
 * pupil's history on a tab of its own (`?tab=history`, so a link opens it with its filters).
 */
export default function ClassroomStudentPage() {
  const { studentId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === HISTORY_TAB ? HISTORY_TAB : 'details';
  const { currentAcademicYear } = useSession();
  const student = useStudent(studentId);
  const record = useStudentRecord(studentId, currentAcademicYear.id);
  return (
    <QueryState query={student} errorMessage="The student could not be loaded." loadingLabel="Loading the student…">
      {(data) => (
        <>
          <PageHeader
            title={<PersonName name={data.fullName} />}
            crumbs={{ classroomStudent: data.fullName }}
            description={`Academic year ${currentAcademicYear.year}`}
          />
          <Tabs
            id="student-tabs"
            activeKey={tab}
            // The history's filters and page belong to the history: leaving the tab leaves them behind.
            onSelect={(key) => setSearchParams(key === HISTORY_TAB ? { tab: HISTORY_TAB } : {})}
            className="mb-3"
            mountOnEnter
          >
            <Tab eventKey="details" title="Details">
              {/* Side by side only from 1400 px: the marks' five columns need more than half of a 1280 px screen beside the menu. */}
              <Row className="g-3">
                <Col xxl={6}>
                  <StudentParticulars student={data} />
                </Col>
                <Col xxl={6}>
                  <QueryState
                    query={record}
                    errorMessage="The student's marks and records could not be loaded."
                    loadingLabel="Loading marks…"
                  >
                    {(rows) => <StudentMarks record={rows} />}
                  </QueryState>
                </Col>
              </Row>
              {record.data ? (
                <>
                  <Row className="g-3">
                    <Col lg={6}>
                      <StudentAttendance record={record.data} />
                    </Col>
                    <Col lg={6}>
                      <StudentConduct record={record.data} />
                    </Col>
                  </Row>
                  <Row className="g-3">
                    <Col lg={6}>
                      <StudentRemarks record={record.data} />
                    </Col>
                    <Col lg={6}>
                      <StudentGrowth record={record.data} />
                    </Col>
                  </Row>
                </>
              ) : null}
            </Tab>
            <Tab eventKey={HISTORY_TAB} title="History">
              <StudentHistory studentId={data.id} studentName={data.fullName} />
            </Tab>
          </Tabs>
        </>
      )}
    </QueryState>
  );
}
