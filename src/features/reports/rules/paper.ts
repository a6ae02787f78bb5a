import { paperSize } from '@/domain/reports/paper-size';

/** The paper sizes the viewer offers (spec §9); A4 is the default. */
export const PAPER_CHOICES = ['A4', 'A5'] as const;
export type PaperName = (typeof PAPER_CHOICES)[number];
export const DEFAULT_PAPER: PaperName = 'A4';

export function isPaperName(value: string | null): value is PaperName {
  return (PAPER_CHOICES as readonly (string | null)[]).includes(value);
}

/** The page size in PDF points, from the shared paper-size rule. */
export function pageSizePt(paper: PaperName): {
  width: number;
  height: number;
} {
  const size = paperSize(paper);
  return { width: size.widthPt, height: size.heightPt };
}
