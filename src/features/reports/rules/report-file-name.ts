import type { PaperName } from '@/features/reports/rules/paper';

/** Characters that file systems (Windows above all) refuse in a file name. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]+/gu;

function safe(part: string): string {
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
    .map(safe)
    .filter(Boolean);
  return `${pieces.join(' - ')}.pdf`;
}
