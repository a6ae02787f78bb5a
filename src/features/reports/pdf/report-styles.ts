import { StyleSheet } from '@react-pdf/renderer';
import { BODY_SIZE, PAGE_PADDING_X, scale, TEXT_LINE_HEIGHT, TEXT_PADDING } from '@/domain/reports/text-box';

const INK = '#1f2933';
const MUTED = '#52606d';
/** MUTED as PDF colour channels, for what is drawn on the finished pages. */
const MUTED_RGB = { red: 0x52 / 255, green: 0x60 / 255, blue: 0x6d / 255 };
const RULE = '#cbd2d9';
const HEADER_FILL = '#eef2f7';


const FOOTER_BOTTOM = 20;
const FOOTER_SIZE = 8;
/** Helvetica's descender, in em: how far the baseline sits above the bottom of a line of text. */
const HELVETICA_DESCENT_EM = 0.207;

/**
 * Where the page number goes, in PDF points from the page's bottom right corner: it is stamped on each
 * finished page (render-report-pdf.tsx) at the baseline of the footer's line, right-aligned with its rule.
 */
export function pageNumberPlacement(widthPt: number) {
  const s = scale(widthPt);
  return {
    right: s(PAGE_PADDING_X),
    baseline: s(FOOTER_BOTTOM) + HELVETICA_DESCENT_EM * s(FOOTER_SIZE),
    fontSize: s(FOOTER_SIZE),
    color: MUTED_RGB,
  };
}

/**
 * The "DRAFT" watermark of a report whose class is not signed off yet (issue 23 §5): stamped on each finished
 * page (batch-print-pdf.ts) across the page's diagonal, light grey and see-through so every word under it stays
 * legible, and too big to be cut off a photocopy unnoticed.
 */
export function draftStampPlacement(widthPt: number, heightPt: number) {
  return {
    text: 'DRAFT',
    fontSize: Math.round(widthPt * 0.24),
    angleDegrees: (Math.atan2(heightPt, widthPt) * 180) / Math.PI,
    color: { red: 0.6, green: 0.6, blue: 0.6 },
    opacity: 0.3,
  };
}

/**
 * The report's styles for a page `widthPt` wide. Sizes are set for A4 and scaled with the page
 * width, so an A5 report is the same layout in smaller type rather than a cramped A4 one.
 */
export function reportStyles(widthPt: number) {
  const s = scale(widthPt);
  return StyleSheet.create({
    page: {
      paddingTop: s(32),
      paddingBottom: s(44),
      paddingHorizontal: s(PAGE_PADDING_X),
      fontSize: s(BODY_SIZE),
      color: INK,
      fontFamily: 'Helvetica',
    },
    header: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderBottomWidth: 1.5,
      borderBottomColor: INK,
      paddingBottom: s(8),
      marginBottom: s(10),
    },
    schoolName: { fontSize: s(15), fontFamily: 'Helvetica-Bold' },
    schoolLine: { fontSize: s(8.5), color: MUTED, marginTop: s(2) },
    titleBlock: { alignItems: 'flex-end', maxWidth: '50%' },
    title: {
      fontSize: s(13),
      fontFamily: 'Helvetica-Bold',
      textAlign: 'right',
    },
    subtitle: {
      fontSize: s(8.5),
      color: MUTED,
      marginTop: s(3),
      textAlign: 'right',
    },
    particulars: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      borderWidth: 0.75,
      borderColor: RULE,
      paddingHorizontal: s(8),
      paddingVertical: s(6),
      marginBottom: s(10),
    },
    particular: { width: '50%', flexDirection: 'row', paddingVertical: s(2) },
    label: { width: '38%', color: MUTED },
    value: { width: '62%', paddingRight: s(6) },
    // Sections side by side keep a gutter between them; a lone section fills its line.
    sectionRow: { flexDirection: 'row', justifyContent: 'space-between' },
    section: { marginBottom: s(9) },
    heading: {
      fontSize: s(11),
      fontFamily: 'Helvetica-Bold',
      borderBottomWidth: 0.75,
      borderBottomColor: RULE,
      paddingBottom: s(3),
      marginBottom: s(4),
    },
    tableHead: {
      flexDirection: 'row',
      backgroundColor: HEADER_FILL,
      fontFamily: 'Helvetica-Bold',
      fontSize: s(8.5),
    },
    tableRow: {
      flexDirection: 'row',
      borderBottomWidth: 0.5,
      borderBottomColor: RULE,
    },
    cell: { paddingVertical: s(2.5), paddingHorizontal: s(4) },
    numeric: { textAlign: 'right' },
    empty: { color: MUTED, paddingVertical: s(4) },
    note: { color: MUTED, fontSize: s(8), paddingTop: s(3) },
    fields: { flexDirection: 'row', flexWrap: 'wrap' },
    field: { width: '33.33%', paddingVertical: s(3), paddingRight: s(6) },
    fieldLabel: { fontSize: s(8), color: MUTED },
    fieldValue: {
      fontSize: s(11),
      fontFamily: 'Helvetica-Bold',
      marginTop: s(1),
    },
    textBox: { borderWidth: 0.75, borderColor: RULE, padding: s(TEXT_PADDING) },
    // The size is restated here: a unitless line height multiplies the element's own font size, not the inherited one.
    text: { fontSize: s(BODY_SIZE), lineHeight: TEXT_LINE_HEIGHT },
    signatures: { flexDirection: 'row', justifyContent: 'space-between' },
    signatory: { width: '30%' },
    // The room above the line is where the pen goes.
    signLine: { borderBottomWidth: 0.75, borderBottomColor: INK, height: s(26) },
    signRole: { fontFamily: 'Helvetica-Bold', fontSize: s(9), marginTop: s(3) },
    // A line of its own even without a name, so the three date lines align.
    signName: { fontSize: s(8.5), color: MUTED, marginTop: s(1), height: s(11) },
    dateRow: { flexDirection: 'row', alignItems: 'flex-end', marginTop: s(6) },
    dateLine: { flexGrow: 1, borderBottomWidth: 0.5, borderBottomColor: MUTED, marginLeft: s(4), height: s(10) },
    footer: {
      position: 'absolute',
      bottom: s(FOOTER_BOTTOM),
      left: s(PAGE_PADDING_X),
      right: s(PAGE_PADDING_X),
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: s(FOOTER_SIZE),
      color: MUTED,
      borderTopWidth: 0.5,
      borderTopColor: RULE,
      paddingTop: s(4),
    },
  });
}

export type ReportStyles = ReturnType<typeof reportStyles>;
