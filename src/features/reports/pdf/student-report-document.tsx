import { Document, Page, Text, View } from '@react-pdf/renderer';
import { dataFont } from '@/features/reports/pdf/report-fonts';
import { reportStyles, type ReportStyles } from '@/features/reports/pdf/report-styles';
import { cellText, type ReportSection, type StudentReportView } from '@/features/reports/rules/report-view';

function SectionBody({ section, styles }: { section: ReportSection; styles: ReportStyles }) {
  if (section.kind === 'text') return <Text style={[styles.text, dataFont(section.text) ?? {}]}>{section.text}</Text>;
  const note = 'note' in section && section.note ? <Text style={styles.note}>{section.note}</Text> : null;
  if (section.kind === 'fields') {
    return (
      <View>
        <View style={styles.fields}>
          {section.fields.map((field) => (
            <View key={field.label} style={styles.field} wrap={false}>
              <Text style={styles.fieldLabel}>{field.label}</Text>
              <Text style={styles.fieldValue}>{cellText(field.value)}</Text>
            </View>
          ))}
        </View>
        {note}
      </View>
    );
  }
  const total = section.columns.reduce((sum, column) => sum + (column.weight ?? 1), 0);
  const widths = section.columns.map((column) => `${(((column.weight ?? 1) / total) * 100).toFixed(2)}%`);
  return (
    <View>
      <View style={styles.tableHead} wrap={false}>
        {section.columns.map((column, index) => (
          <Text key={column.label} style={[styles.cell, { width: widths[index] }, column.numeric ? styles.numeric : {}]}>
            {column.label}
          </Text>
        ))}
      </View>
      {section.rows.length === 0 ? <Text style={styles.empty}>{section.empty}</Text> : null}
      {section.rows.map((row, rowIndex) => (
        <View key={rowIndex} style={styles.tableRow} wrap={false}>
          {row.map((cell, index) => (
            <Text
              key={index}
              style={[
                styles.cell,
                { width: widths[index] },
                section.columns[index]?.numeric ? styles.numeric : {},
                dataFont(cellText(cell)) ?? {},
              ]}
            >
              {cellText(cell)}
            </Text>
          ))}
        </View>
      ))}
      {note}
    </View>
  );
}

/** One student's report as a PDF document: school header, particulars, content, page numbers. */
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
        {view.sections.map((section) => (
          <View key={section.heading} style={styles.section}>
            <Text style={styles.heading} minPresenceAhead={40}>
              {section.heading}
            </Text>
            <SectionBody section={section} styles={styles} />
          </View>
        ))}
        <View style={styles.footer} fixed>
          <Text style={dataFont(view.studentName)}>{view.studentName}</Text>
          <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
        </View>
      </Page>
    </Document>
  );
}
