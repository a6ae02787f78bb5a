import { useMemo, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router-dom';
import type { ClassReport } from '@/features/reports/api/get-class-report';
import { GenerationStatus } from '@/features/reports/components/generation-status';
import { IssueDateField } from '@/features/reports/components/issue-date-field';
import { PaperSizeChoice } from '@/features/reports/components/paper-size-choice';
import { StudentReportPreview } from '@/features/reports/components/student-report-preview';
import { useReportPdf } from '@/features/reports/components/use-report-pdf';
import { buildStudentReportView } from '@/features/reports/rules/build-report-view';
import { defaultIssueDate, isIssueDate } from '@/features/reports/rules/issue-date';
import { paperOfLink, type PaperName } from '@/features/reports/rules/paper';
import { reportFileName } from '@/features/reports/rules/report-file-name';
import { PageHeader } from '@/components/page-header';
import { EmptyState } from '@/components/query-state';
import { REPORT_TYPE_LABELS } from '@/domain/reports/report-types';

/** A form label's line and its margin: the button without a label starts where the fields do. */
const FIELD_LABEL_HEIGHT = '1.75rem';

/** The class report viewer: paper size, whole-class PDF, and one student's preview and PDF. */
export function ReportViewer({ report }: { report: ClassReport }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const { state, start, cancel, retry } = useReportPdf(report);
  const running = state.status === 'running';
  // Not in the URL: a link opened days later must not issue the reports on the day it was shared.
  const [issueDate, setIssueDate] = useState(() => defaultIssueDate(new Date()));
  // The preview keeps the last good date while the field is empty or unreadable; downloads wait for a good one.
  const [issueProblem, setIssueProblem] = useState<'empty' | 'unreadable' | null>(null);
  const blocked = running || issueProblem !== null;

  // Kept in state as well as in the URL (for Back and shared links): the URL updates through a
  // navigation, and a download clicked right after a change must already use the new choice.
  const [paper, setPaper] = useState<PaperName>(() => paperOfLink(searchParams.get('paper')));
  const [studentId, setStudentId] = useState(() => searchParams.get('student'));
  const student = report.students.find((candidate) => candidate.id === studentId) ?? report.students[0];
  const view = useMemo(
    () => (student ? buildStudentReportView(report, student, issueDate) : null),
    [report, student, issueDate],
  );

  const label = REPORT_TYPE_LABELS[report.reportType];
  const names = {
    className: report.classYear.name,
    reportLabel: label,
    term: report.term,
    paper,
  };
  const setParam = (key: string, value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const downloadClass = () =>
    start({ report, studentIds: report.students.map((s) => s.id), paper, issueDate }, 'class', reportFileName(names));
  const downloadStudent = () => {
    if (!student) return;
    start(
      { report, studentIds: [student.id], paper, issueDate },
      'student',
      reportFileName({ ...names, studentName: student.fullName }),
    );
  };

  return (
    <>
      <PageHeader
        title={`${report.classYear.name}: ${label}`}
        crumbs={{ classroom: report.classYear.name, classroomReport: label }}
        description={`Term ${report.term} · Academic year ${report.academicYear.year} · ${report.students.length} students`}
      />
      {report.students.length === 0 ? (
        <EmptyState>This class has no students, so there is no report to make.</EmptyState>
      ) : (
        <>
          <Card className="mb-3">
            {/* Top-aligned: the two labels share a line, and the radios, the date field and the button share the next. */}
            <Card.Body className="d-flex flex-wrap align-items-start justify-content-between gap-3">
              <PaperSizeChoice
                value={paper}
                onChange={(next) => {
                  setPaper(next);
                  setParam('paper', next);
                }}
                disabled={running}
              />
              <IssueDateField
                value={issueProblem === 'empty' ? '' : issueDate}
                disabled={running}
                onChange={(value) => {
                  if (value !== null && isIssueDate(value)) setIssueDate(value);
                  setIssueProblem(value === null ? 'empty' : null);
                }}
                onInvalid={() => setIssueProblem('unreadable')}
              />
              <div className="d-flex flex-column align-items-md-end" style={{ paddingTop: FIELD_LABEL_HEIGHT }}>
                <Button onClick={downloadClass} disabled={blocked}>
                  Download whole class (PDF)
                </Button>
                <small className="text-body-secondary mt-1">
                  One PDF with all {report.students.length} reports in {paper}
                </small>
              </div>
            </Card.Body>
          </Card>
          <GenerationStatus state={state} onCancel={cancel} onRetry={retry} />
          <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
            <Form.Group controlId="report-student" className="flex-grow-1" style={{ maxWidth: '32rem' }}>
              <Form.Label>Student</Form.Label>
              <Form.Select
                value={student?.id}
                onChange={(event) => {
                  setStudentId(event.target.value);
                  setParam('student', event.target.value);
                }}
              >
                {report.students.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.indexNumber}. {candidate.fullName}
                  </option>
                ))}
              </Form.Select>
            </Form.Group>
            <Button variant="outline-secondary" onClick={downloadStudent} disabled={blocked}>
              Download this student's report (PDF)
            </Button>
          </div>
          {view ? <StudentReportPreview view={view} /> : null}
        </>
      )}
    </>
  );
}
