import { Document, Page, Text, View } from '@react-pdf/renderer';
import { dataFont } from '@/features/reports/pdf/report-fonts';
import { reportStyles } from '@/features/reports/pdf/report-styles';
import { SectionBody } from '@/features/reports/pdf/section-body';
import { cellText, sectionRows, shareOf, type StudentReportView } from '@/features/reports/rules/report-view';

/** Room between sections that share a line, taken from each one's width. */
const GUTTER_PERCENT = 1.5;

interface PageSize {
  width: number;
  height: number;
}

/**
 * One student's report of one type: school header, particulars, content, and a footer with the student's name,
 * on as many pages as it needs. The page numbers are stamped on the finished pages (render-report-pdf.tsx):
 * react-pdf lays out every page a second time for a `render` prop, which cost about a fifth of the rendering.
 * `bookmark` puts the report in the PDF's outline at its first page (react-pdf leaves it off the pages a wrap adds):
 * that is how a document of several reports tells where each one starts (report-outline.ts).
 */
function StudentReportPage({ view, size, bookmark = false }: { view: StudentReportView; size: PageSize; bookmark?: boolean }) {
  const styles = reportStyles(size.width);
  return (
    <Page size={[size.width, size.height]} style={styles.page} wrap bookmark={bookmark ? { title: view.title, fit: true } : undefined}>
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
  );
}

/** One student's report of one type as a PDF document. */
export function StudentReportDocument({ view, size }: { view: StudentReportView; size: PageSize }) {
  return (
    <Document title={`${view.title} – ${view.studentName}`} author={view.schoolName} language="en">
      <StudentReportPage view={view} size={size} />
    </Document>
  );
}

/**
 * One student's reports of several types in one PDF document (a pupil's file of a batch): each starts on a new
 * page and is an entry of the outline under its title, which the PDF opens beside the pages.
 */
export function StudentReportsDocument({ views, size }: { views: readonly StudentReportView[]; size: PageSize }) {
  const [first] = views;
  return (
    <Document
      title={first ? `${first.studentName} – ${views.map((view) => view.title).join(', ')}` : undefined}
      author={first?.schoolName}
      language="en"
      pageMode="useOutlines"
    >
      {views.map((view, index) => (
        // The reports keep their order: their place is their identity.
        <StudentReportPage key={index} view={view} size={size} bookmark />
      ))}
    </Document>
  );
}
