import type { PaperName } from '@/features/reports/rules/paper';

/** Characters that file systems (Windows above all) refuse in a file name. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

/** `part` without what file systems refuse, its spaces collapsed. */
export function safeFileNamePart(part: string): string {
  return part.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * "Primary 4 Courage - Term Progress Report - Term 1 - A4.pdf", or with the student's name in
 * front for one student's report. Han characters are kept: browsers save them as they are.
 */
export function reportFileName(parts: {
  className: string;
  reportLabel: string;
  term: number;
  paper: PaperName;
  studentName?: string;
}): string {
  const pieces = [parts.studentName, parts.className, parts.reportLabel, `Term ${parts.term}`, parts.paper]
    .filter((piece): piece is string => Boolean(piece))
    .map(safeFileNamePart)
    .filter(Boolean);
  return `${pieces.join(' - ')}.pdf`;
}

/**
 * One pupil's file in a batch ZIP (issue 23 §5): "<class>-<register number>-<name>.pdf", e.g.
 * "Primary 4 Courage-3-Lim Jia Hui 林佳慧.pdf". The parts lose what file systems refuse; Han and other
 * letters are kept (the ZIP stores names in UTF-8).
 */
export function pupilReportFileName(parts: { className: string; registerNumber: number; name: string }): string {
  const name = safeFileNamePart(parts.name) || 'Unnamed pupil';
  return `${safeFileNamePart(parts.className)}-${parts.registerNumber}-${name}.pdf`;
}
