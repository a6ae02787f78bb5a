import { StyleSheet } from '@react-pdf/renderer';

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const HEADER_FILL = '#eef2f7';

/**
 * The report's styles for a page `widthPt` wide. Sizes are set for A4 and scaled with the page
 * width, so an A5 report is the same layout in smaller type rather than a cramped A4 one.
 */
export function reportStyles(widthPt: number) {
  const s = (value: number) => Math.round(value * (widthPt / 595) * 10) / 10;
  return StyleSheet.create({
    page: {
      paddingTop: s(36),
      paddingBottom: s(48),
      paddingHorizontal: s(40),
      fontSize: s(10),
      color: INK,
      fontFamily: 'Helvetica',
    },
    header: {
      flexDirection: 'row',
      justifyContent: 'space-between',
      borderBottomWidth: 1.5,
      borderBottomColor: INK,
      paddingBottom: s(8),
      marginBottom: s(12),
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
      marginBottom: s(12),
    },
    particular: { width: '50%', flexDirection: 'row', paddingVertical: s(2) },
    label: { width: '38%', color: MUTED },
    value: { width: '62%', paddingRight: s(6) },
    section: { marginBottom: s(12) },
    heading: {
      fontSize: s(11),
      fontFamily: 'Helvetica-Bold',
      borderBottomWidth: 0.75,
      borderBottomColor: RULE,
      paddingBottom: s(3),
      marginBottom: s(5),
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
    cell: { paddingVertical: s(3.5), paddingHorizontal: s(4) },
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
    text: {
      borderWidth: 0.75,
      borderColor: RULE,
      padding: s(8),
      lineHeight: 1.4,
    },
    footer: {
      position: 'absolute',
      bottom: s(20),
      left: s(40),
      right: s(40),
      flexDirection: 'row',
      justifyContent: 'space-between',
      fontSize: s(8),
      color: MUTED,
      borderTopWidth: 0.5,
      borderTopColor: RULE,
      paddingTop: s(4),
    },
  });
}

export type ReportStyles = ReturnType<typeof reportStyles>;
