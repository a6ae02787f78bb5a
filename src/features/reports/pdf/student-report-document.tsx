import { Document, Page, Text, View } from '@react-pdf/renderer';
import { dataFont } from '@/features/reports/pdf/report-fonts';
import { reportStyles } from '@/features/reports/pdf/report-styles';
import { SectionBody } from '@/features/reports/pdf/section-body';
import { cellText, sectionRows, shareOf, type StudentReportView } from '@/features/reports/rules/report-view';

/** Room between sections that share a line, taken from each one's width. */
const GUTTER_PERCENT = 1.5;

/**
 * One student's report as a PDF document: school header, particulars, content, and a footer with the
 * student's name. The page numbers are stamped on the finished pages (render-report-pdf.tsx): react-pdf
 * lays out every page a second time for a `render` prop, which cost about a fifth of the rendering.
 */
export function StudentReportDocument({ view, size }: { view: StudentReportView; size: { width: number; height: number } }) {
  const styles = reportStyles(size.width);
  return (
    <Document title={`${view.title} – ${view.studentName}`} author={view.schoolName} language="en">
      <Page size={[size.width, size.height]} style={styles.page} wrap>
        <View style={styles.header}>
          <View>
            <Text style={styles.schoolName}>{view.schoolName}</Text>
            {view.schoolLines.map((line) => (
              <Text key={line} style={styles.schoolLine}>
                {line}
              </Text>
            ))}
          </View>
          <View style={styles.titleBlock}>
            <Text style={styles.title}>{view.title}</Text>
            <Text style={styles.subtitle}>{view.subtitle}</Text>
          </View>
        </View>
        <View style={styles.particulars}>
          {view.particulars.map((field) => (
            <View key={field.label} style={styles.particular}>
              <Text style={styles.label}>{field.label}</Text>
              <Text style={[styles.value, dataFont(cellText(field.value)) ?? {}]}>{cellText(field.value)}</Text>
            </View>
          ))}
        </View>
        {sectionRows(view.sections).map((row, rowIndex, rows) => (
          <View key={row.map((section) => section.heading).join()} style={styles.sectionRow}>
            {row.map((section) => (
              // A signature block or a remark box is kept whole, with its heading, on one page.
              <View
                key={section.heading}
                style={[
                  styles.section,
                  { width: `${shareOf(section) * 100 - (row.length > 1 ? GUTTER_PERCENT : 0)}%` },
                  // Nothing follows the last line: its margin would only push an empty page after a full one.
                  rowIndex === rows.length - 1 ? { marginBottom: 0 } : {},
                ]}
                wrap={section.kind === 'table' || section.kind === 'fields'}
              >
                {section.kind === 'signatures' ? null : (
                  <Text style={styles.heading} minPresenceAhead={40}>
                    {section.heading}
                  </Text>
                )}
                <SectionBody section={section} styles={styles} pageWidth={size.width} />
              </View>
            ))}
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text style={dataFont(view.studentName)}>{view.studentName}</Text>
        </View>
      </Page>
    </Document>
  );
}
