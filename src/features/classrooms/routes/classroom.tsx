import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/query-state';
import { useClassYear } from '@/entities/class-year/class-year';
import { ClassStudentsTable } from '@/features/classrooms/components/class-students-table';
import { ClassSummary } from '@/features/classrooms/components/class-summary';
import { ReportsPanel } from '@/features/classrooms/components/reports-panel';

/** `/classrooms/:classYearId`: homeroom teacher, subjects, students and the class reports per term. */
export default function ClassroomPage() {
  const { classYearId = '' } = useParams();
  const query = useClassYear(classYearId);
  return (
    <QueryState query={query} errorMessage="The class could not be loaded." loadingLabel="Loading the class…">
      {(classYear) => (
        <>
          <PageHeader
            title={classYear.name}
            crumbs={{ classroom: classYear.name }}
            description={[classYear.masterLevel?.name, classYear.academicYear?.year, classYear.branch?.name].filter(Boolean).join(' · ')}
          />
          <Row className="g-3 mb-4">
            <Col lg={6}>
              <ClassSummary classYear={classYear} />
            </Col>
            <Col lg={6}>
              <ReportsPanel classYearId={classYear.id} />
            </Col>
          </Row>
          <ClassStudentsTable classYearId={classYear.id} />
        </>
      )}
    </QueryState>
  );
}
