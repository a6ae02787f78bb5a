import type { ReportStudent } from '@/features/reports/api/get-class-report';
import { formatNumber, MISSING } from '@/features/reports/rules/format';
import type { ReportField, ReportSection } from '@/features/reports/rules/report-view';
import { FREQUENCY_LABELS, type Frequency } from '@/domain/school/enums';
import { REMARK_MAX_LENGTH } from '@/domain/form-class/limits';

/** The term's form-class record as the report answer carries it. */
export type TermRecord = NonNullable<ReportStudent['formClass']>;

const NO_REMARK = 'No remark recorded.';

/** Conduct and attendance share a line, five rows each: the descriptors need the wider part. */
const ATTENDANCE_SHARE = 0.34;

/** "A – Almost": the code the form teacher enters and what it means, so the report needs no legend. */
function frequencyText(frequency: Frequency | null): string {
  return frequency === null ? MISSING : `${frequency} – ${FREQUENCY_LABELS[frequency]}`;
}

export function remarkSection(remark: string | null): ReportSection {
  return {
    kind: 'text',
    heading: "Form teacher's remark",
    text: remark?.trim() || NO_REMARK,
    reserveCharacters: REMARK_MAX_LENGTH,
  };
}

export function conductSection(conduct: TermRecord['conduct']): ReportSection {
  return {
    kind: 'table',
    heading: 'Conduct',
    columns: [
      { label: 'Descriptor', weight: 1.75 },
      { label: 'Frequency', weight: 1 },
    ],
    rows: conduct.map((item) => [item.descriptor, frequencyText(item.frequency)]),
    empty: 'No conduct recorded.',
    share: 1 - ATTENDANCE_SHARE,
  };
}

/** The term's school days, then the days under each of the spec's attendance labels (§3). */
export function attendanceSection(attendance: TermRecord['attendance']): ReportSection {
  return {
    kind: 'table',
    heading: 'Attendance',
    columns: [{ label: 'Record', weight: 2.2 }, { label: 'Days', numeric: true }],
    rows: [
      ['School days', formatNumber(attendance.schoolDays)],
      ['Present', formatNumber(attendance.present)],
      ['Late', formatNumber(attendance.late)],
      ['Absent', formatNumber(attendance.absent)],
      ['Absent Without Excuse', formatNumber(attendance.absentWithoutExcuse)],
    ],
    empty: 'No attendance recorded.',
    share: ATTENDANCE_SHARE,
  };
}

/** Height and weight as printed: "132.5 cm", "30.1 kg", a dash when not measured. */
function measureFields({ heightCm, weightKg }: Pick<TermRecord, 'heightCm' | 'weightKg'>): ReportField[] {
  return [
    { label: 'Height', value: heightCm === null ? MISSING : `${formatNumber(heightCm)} cm` },
    { label: 'Weight', value: weightKg === null ? MISSING : `${formatNumber(weightKg)} kg` },
  ];
}

export function measuresSection(record: Pick<TermRecord, 'heightCm' | 'weightKg'>, share?: number): ReportSection {
  return { kind: 'fields', heading: 'Height and weight', fields: measureFields(record), ...(share ? { share } : {}) };
}

/** Where the report is signed: the form teacher (named), the principal, and a parent or guardian, each with a date. */
function signaturesSection(formTeacherName: string | null): ReportSection {
  return {
    kind: 'signatures',
    heading: 'Signatures',
    signatories: [
      { role: 'Form Teacher', name: formTeacherName },
      { role: 'Principal', name: null },
      { role: 'Parent/Guardian', name: null },
    ],
  };
}

/**
 * What the term progress and semester reports print under the marks: height and weight where the report shows
 * them (beside the semester's overall result), the co-curricular activities when given, conduct beside attendance,
 * the form teacher's remark, then the signature lines.
 */
export function termRecordSections(
  record: TermRecord,
  {
    showMeasures,
    formTeacherName,
    activities,
  }: { showMeasures: boolean; formTeacherName: string | null; activities?: ReportSection },
): ReportSection[] {
  return [
    ...(showMeasures ? [measuresSection(record, activities ? 0.24 : 0.5)] : []),
    // The semester reports' CCAs: beside the overall result and height and weight, before the form teacher's part.
    ...(activities ? [activities] : []),
    conductSection(record.conduct),
    attendanceSection(record.attendance),
    remarkSection(record.remark),
    signaturesSection(formTeacherName),
  ];
}
