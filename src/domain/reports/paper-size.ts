export type PaperSizeName = 'A4' | 'A5' | 'LETTER';

export interface PaperSize {
  name: PaperSizeName;
  widthMm: number;
  heightMm: number;
  /** PostScript points (1/72 inch), rounded as PDF viewers and pdfinfo report them. */
  widthPt: number;
  heightPt: number;
}

const SIZES: Readonly<Record<PaperSizeName, PaperSize>> = {
  A4: { name: 'A4', widthMm: 210, heightMm: 297, widthPt: 595, heightPt: 842 },
  A5: { name: 'A5', widthMm: 148, heightMm: 210, widthPt: 420, heightPt: 595 },
  LETTER: { name: 'LETTER', widthMm: 215.9, heightMm: 279.4, widthPt: 612, heightPt: 792 },
};

/** Portrait paper for reports: A4 or A5 by name (any case, surrounding spaces ignored); letter otherwise. */
export function paperSize(name: string | null | undefined): PaperSize {
  const key = (name ?? '').trim().toUpperCase();
  return key === 'A4' || key === 'A5' ? SIZES[key] : SIZES.LETTER;
}
