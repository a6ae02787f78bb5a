import type { ClassReport, ReportStudent, Term } from '@/features/reports/api/get-class-report';
import { remarkFitsBox } from '@/domain/report-season/remark-fit';

/** One class as the batch prints it: its name and its reports of the term, one per report type. */
export interface PreflightClass {
  name: string;
  reports: readonly ClassReport[];
}

/** A pupil whose reports would print badly, and why, in words. */
export interface PupilPreflight {
  className: string;
  studentId: string;
  fullName: string;
  registerNumber: number;
  problems: string[];
}

/**
 * The characters Helvetica (the PDF standard font, WinAnsi encoding) can print beyond ASCII and Latin-1: the
 * typographic punctuation and the few letters of Windows-1252's 0x80–0x9F row.
 */
const WIN_ANSI_EXTRA = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
/**
 * What the Han font adds (Noto Sans SC's "chinese-simplified" slice, report-fonts.ts): Han characters, CJK
 * punctuation and full-width forms. The slice holds the common 7,900 Han characters, so a rare one could
 * still print blank; the script is the test the report itself uses to choose the font (rules/han.ts).
 */
const HAN_FONT = /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u;

function printable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(character) || HAN_FONT.test(character)
  );
}

/** The distinct characters of `text` that neither Helvetica nor the Han font has (emoji, Arabic, Devanagari, Tamil…). */
export function unprintableCharacters(text: string): string[] {
  return [...new Set([...text].filter((character) => !printable(character)))];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

type FormClassRecord = NonNullable<ReportStudent['formClass']>;

function formClassProblems(record: FormClassRecord, withMeasures: boolean, fits: (remark: string) => boolean): string[] {
  const problems: string[] = [];
  const remark = record.remark?.trim() ?? '';
  if (remark === '') problems.push('No remark');
  else if (!fits(remark)) problems.push('Remark is too long for the printed box');
  const ungraded = record.conduct.filter((row) => row.frequency === null).length;
  if (record.conduct.length === 0) problems.push('No conduct grades');
  else if (ungraded > 0) problems.push(`${plural(ungraded, 'conduct descriptor', 'conduct descriptors')} not graded`);
  if (record.attendance.schoolDays === 0) problems.push('No attendance');
  if (withMeasures && record.heightCm === null) problems.push('Height missing');
  if (withMeasures && record.weightKg === null) problems.push('Weight missing');
  return problems;
}

/** What one pupil's section of one report type would print as blanks or dashes. */
function sectionProblems(student: ReportStudent, term: Term, fits: (remark: string) => boolean): string[] {
  const problems: string[] = [];
  const { termProgress, semester, ftp, ftpEvaluation, leaps, formClass } = student;
  // Schools measure at mid-year and year end: height and weight are a gap only in the semester terms, as on the
  // board (docs/decisions/report-season.md), though the FTP prints its dash every term.
  const measured = term === 2 || term === 4;
  if (formClass) problems.push(...formClassProblems(formClass, measured, fits));
  if (ftp) problems.push(...formClassProblems(ftp, measured, fits));
  if (termProgress) {
    const blank = termProgress.subjects.flatMap((subject) => subject.assessments).filter((mark) => mark.score === null).length;
    if (blank > 0) problems.push(`${plural(blank, 'mark', 'marks')} blank`);
  }
  if (semester) {
    const incomplete = semester.subjects.filter(
      (subject) => subject.finalScoreIncomplete || subject.termScores.some((score) => score.scoreIncomplete),
    );
    if (incomplete.length > 0)
      problems.push(`Incomplete scores in ${incomplete.map((subject) => subject.subjectName).join(', ')}`);
    const ungraded = semester.ccas.filter((cca) => cca.grade === null).map((cca) => cca.name);
    if (ungraded.length > 0) problems.push(`CCA not graded: ${ungraded.join(', ')}`);
  }
  if (ftpEvaluation) {
    const unobserved = ftpEvaluation.items.filter((item) => item.level === null).length;
    if (unobserved > 0) problems.push(`${plural(unobserved, 'evaluation area', 'evaluation areas')} not observed`);
    if (ftpEvaluation.promotionOutcome === null) problems.push('No promotion outcome');
  }
  if (leaps?.overallAttainment === null) problems.push('No LEAPS attainment');
  return problems;
}

/**
 * What would print badly, pupil by pupil, before a batch starts (issue 23 §5): missing sections (no remark,
 * conduct not graded, blank marks…), a remark over the printed box (`fits`, measured with the PDF's font), and
 * a name with characters the report's fonts lack. A problem two report types share (the FTP and the term report
 * print the same remark) is listed once. Pupils with nothing to report are left out; the order is the print order.
 */
export function preflight(classes: readonly PreflightClass[], fits: (remark: string) => boolean = remarkFitsBox): PupilPreflight[] {
  return classes.flatMap(({ name: className, reports }) => {
    const [first] = reports;
    if (!first) return [];
    return first.students.flatMap((student) => {
      const problems = new Set<string>();
      for (const report of reports) {
        const own = report.students.find((candidate) => candidate.id === student.id);
        if (own) sectionProblems(own, report.term, fits).forEach((problem) => problems.add(problem));
      }
      const glyphs = unprintableCharacters(student.fullName);
      if (glyphs.length > 0) problems.add(`Name has characters the report's fonts lack: ${glyphs.join(' ')}`);
      if (problems.size === 0) return [];
      return [
        { className, studentId: student.id, fullName: student.fullName, registerNumber: student.indexNumber, problems: [...problems] },
      ];
    });
  });
}
