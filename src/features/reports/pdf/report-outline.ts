import { PDFArray, PDFDict, PDFName, PDFRef, type PDFDocument } from 'pdf-lib';

/**
 * The pages of each report in a document of several reports (StudentReportsDocument), as page indices: a report
 * starts on the page its outline entry points to and runs up to the next report's first page. Throws unless the
 * outline holds exactly `count` entries, the first on the first page and each on a later page than the one
 * before: a document drawn otherwise cannot be numbered report by report.
 */
export function reportPageRanges(document: PDFDocument, count: number): number[][] {
  const pageRefs = document.getPages().map((page) => page.ref);
  const starts: number[] = [];
  let entry = document.catalog.lookupMaybe(PDFName.of('Outlines'), PDFDict)?.lookupMaybe(PDFName.of('First'), PDFDict);
  // Bounded by the page count, so a looping outline cannot hang the worker.
  while (entry && starts.length <= pageRefs.length) {
    const target = entry.lookupMaybe(PDFName.of('Dest'), PDFArray)?.get(0);
    starts.push(target instanceof PDFRef ? pageRefs.indexOf(target) : -1);
    entry = entry.lookupMaybe(PDFName.of('Next'), PDFDict);
  }
  const ordered = starts.every((start, index) => (index === 0 ? start === 0 : start > (starts[index - 1] ?? 0)));
  if (starts.length !== count || !ordered) throw new Error(`The reports' PDF does not say where each of its ${count} reports starts.`);
  return starts.map((start, index) => Array.from({ length: (starts[index + 1] ?? pageRefs.length) - start }, (_, page) => start + page));
}
