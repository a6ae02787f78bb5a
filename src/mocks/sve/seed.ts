import type { SveFileKind } from '../../domain/sve/bodies';
import type { SveExamType } from '../activity/schema';
import { DEMO_USER_IDS } from '../auth/seed';
import { bytesToBase64 } from '../resources/files';
import { SEED_CREATED_AT } from '../school/seed-reference';
import { pdfDocument } from '../submissions/pdf-wav';
import type { SveAssignmentRow, SveFileRow } from './schema';
import type { SeedStep } from '../seed';

/** A small real PDF naming the exam type and what the file is. */
function pdfFile(
  kind: SveFileKind,
  examType: SveExamType,
  title: string,
  index: number,
  extra: Partial<SveFileRow> = {},
): SveFileRow {
  const bytes = pdfDocument([{ heading: title, lines: [examType.name, `Demo file ${index + 1}.`] }]);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    id: `svf-${examType.id.replace(/^sve-/, '')}-${kind.toLowerCase()}-${index + 1}`,
    createdAt: SEED_CREATED_AT,
    kind,
    sveExamTypeId: examType.id,
    assignmentId: null,
    title,
    year: null,
    fileName: `${slug}.pdf`,
    mimeType: 'application/pdf',
    size: bytes.byteLength,
    base64: bytesToBase64(bytes),
    uploadedById: DEMO_USER_IDS.principal,
    ...extra,
  };
}

const ASSIGNMENT_TITLES = ['Paper 1 practice under timed conditions', 'Problem sums revision set'];

/** Per exam type: two assignments (the first with an attachment), two past papers, BMT and exam supporting files. */
export function buildSveSeed(examTypes: ReadonlyArray<SveExamType>): {
  sveAssignments: SveAssignmentRow[];
  sveFiles: SveFileRow[];
} {
  const sveAssignments: SveAssignmentRow[] = [];
  const sveFiles: SveFileRow[] = [];
  for (const examType of examTypes) {
    const firstYear = Number(examType.academicYearId.slice(3, 7)) || 2026;
    ASSIGNMENT_TITLES.forEach((title, index) => {
      const id = `sas-${examType.id.replace(/^sve-/, '')}-${index + 1}`;
      sveAssignments.push({
        id,
        createdAt: SEED_CREATED_AT,
        sveExamTypeId: examType.id,
        title,
        dueDate: `${firstYear}-${index === 0 ? '11-27' : '12-04'}`,
        instructions: 'Complete every question in pencil; show your working.',
        createdById: DEMO_USER_IDS.teacher,
      });
      if (index === 0)
        sveFiles.push(
          pdfFile('ASSIGNMENT', examType, `${title} worksheet`, 0, {
            assignmentId: id,
            uploadedById: DEMO_USER_IDS.teacher,
          }),
        );
    });
    [firstYear - 1, firstYear - 2].forEach((year, index) =>
      sveFiles.push(pdfFile('PAST_PAPER', examType, `${examType.name} ${year} paper`, index, { year })),
    );
    ['Benchmark test A', 'Benchmark test B'].forEach((title, index) =>
      sveFiles.push(pdfFile('BMT', examType, title, index)),
    );
    ['Candidate instructions', 'Formula and data sheet'].forEach((title, index) =>
      sveFiles.push(pdfFile('EXAM_SUPPORTING', examType, title, index)),
    );
  }
  return { sveAssignments, sveFiles };
}

/** SVE assignments of the exam types activity drew. */
export const seedStep: SeedStep = {
  order: 30,
  build: ({ rows }) => buildSveSeed(rows('sveExamTypes')),
};
