import type { ClassReport, ClassReportParams, Term } from '@/features/reports/api/get-class-report';
import type { BatchClass, BatchPrintRequest } from '@/features/reports/pdf/batch-print-pdf';
import type { PaperName } from '@/features/reports/rules/paper';
import { pupilReportFileName, safeFileNamePart } from '@/features/reports/rules/report-file-name';
import { reportTypesForTerm } from '@/domain/reports/report-types';
import type { SeasonState } from '@/domain/report-season/responses';

/** A class to print, as the class board and the level view know it. */
export interface PrintClass {
  classYearId: string;
  name: string;
  seasonState: SeasonState;
}

/** A class with its reports of the term, one per report type the term prints, in that order. */
export interface LoadedClass extends PrintClass {
  reports: ClassReport[];
}

/** One pupil of the batch, in print order: the class's index in the batch and the pupil's name and number. */
export interface BatchPupilEntry {
  classIndex: number;
  className: string;
  studentId: string;
  fullName: string;
  registerNumber: number;
}

export type BatchOutput = BatchPrintRequest['output'];

/** The report requests of a batch: every class, every report type of the term (docs/decisions/reports.md). */
export function batchReportParams(classes: readonly PrintClass[], term: Term): ClassReportParams[] {
  return classes.flatMap(({ classYearId }) => reportTypesForTerm(term).map((reportType) => ({ classYearId, term, reportType })));
}

/** Every pupil of the batch, class by class in the given order, each class by register number. */
export function batchPupils(classes: readonly LoadedClass[]): BatchPupilEntry[] {
  return classes.flatMap((loaded, classIndex) =>
    [...(loaded.reports[0]?.students ?? [])]
      .sort((a, b) => a.indexNumber - b.indexNumber)
      .map((student) => ({
        classIndex,
        className: loaded.name,
        studentId: student.id,
        fullName: student.fullName,
        registerNumber: student.indexNumber,
      })),
  );
}

/**
 * The worker requests of one batch output: `pupils` in `shares` consecutive parts as even as can be (the first
 * worker appends the others' output to its own, so the order holds). Each part carries only its own classes'
 * reports, so the page copies no class to a worker that does not print it. A class not signed off prints DRAFT.
 */
export function batchRequests(
  classes: readonly LoadedClass[],
  pupils: readonly BatchPupilEntry[],
  options: { output: BatchOutput; paper: PaperName; issueDate: string; shares: number },
): BatchPrintRequest[] {
  const count = Math.max(1, Math.min(options.shares, pupils.length));
  const size = Math.ceil(pupils.length / count);
  return Array.from({ length: count }, (_, index) => pupils.slice(index * size, (index + 1) * size))
    .filter((share) => share.length > 0)
    .map((share) => {
      const used = [...new Set(share.map((pupil) => pupil.classIndex))];
      const batchClasses: BatchClass[] = used.map((classIndex) => {
        const loaded = classes[classIndex];
        if (!loaded) throw new Error(`The batch has no class ${classIndex}.`);
        return { name: loaded.name, draft: loaded.seasonState !== 'signedOff', reports: loaded.reports };
      });
      return {
        output: options.output,
        paper: options.paper,
        issueDate: options.issueDate,
        classes: batchClasses,
        pupils: share.map((pupil) => ({ classIndex: used.indexOf(pupil.classIndex), studentId: pupil.studentId })),
      };
    });
}

/** "Primary 4 - Term 1 reports.zip" for a whole level, "Primary 4 Courage - Term 1 reports.pdf" for one class. */
export function batchFileName(classes: readonly LoadedClass[], term: Term, output: BatchOutput): string {
  const levels = new Set(classes.map((loaded) => loaded.reports[0]?.classYear.levelName));
  const [onlyLevel] = levels;
  const what = classes.length === 1 ? classes[0]?.name : levels.size === 1 && onlyLevel ? onlyLevel : `${classes.length} classes`;
  return `${safeFileNamePart(what ?? '') || 'Reports'} - Term ${term} reports.${output}`;
}

/** The file a reissued pupil's report is saved as: the name it has in the ZIP. */
export const reissueFileName = (pupil: BatchPupilEntry) =>
  pupilReportFileName({ className: pupil.className, registerNumber: pupil.registerNumber, name: pupil.fullName });
