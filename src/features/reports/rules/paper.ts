import { paperSize } from '@/domain/reports/paper-size';

/** The paper sizes the viewer offers (spec §9); A4 is the default. */
export const PAPER_CHOICES = ['A4', 'A5'] as const;
/** A paper the viewer makes PDFs on: one it offers, or spec §9's fallback, Letter. */
export type PaperName = (typeof PAPER_CHOICES)[number] | 'Letter';
export const DEFAULT_PAPER: PaperName = 'A4';

/**
 * The paper a link's `paper` asks for: A4 when it asks for none; otherwise the shared rule of spec §9 — A4 or A5 by
 * name (any case), and Letter, the spec's fallback, for any other (a hand-edited link, "B5", "letter").
 */
export function paperOfLink(requested: string | null): PaperName {
  if (requested === null || requested.trim() === '') return DEFAULT_PAPER;
  const { name } = paperSize(requested);
  return name === 'LETTER' ? 'Letter' : name;
}

/** The page size in PDF points, from the shared paper-size rule. */
export function pageSizePt(paper: PaperName): {
  width: number;
  height: number;
} {
  const size = paperSize(paper);
  return { width: size.widthPt, height: size.heightPt };
}
