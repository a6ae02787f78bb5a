import { Text, View } from '@react-pdf/renderer';
import { dataFont } from '@/features/reports/pdf/report-fonts';
import { textBoxMinHeight } from '@/domain/reports/text-box';
import type { ReportStyles } from '@/features/reports/pdf/report-styles';
import { cellText, type ReportSection } from '@/features/reports/rules/report-view';

interface Props<K extends ReportSection['kind']> {
  section: Extract<ReportSection, { kind: K }>;
  styles: ReportStyles;
  pageWidth: number;
}

function TextBody({ section, styles, pageWidth }: Props<'text'>) {
  // A minimum, not a fixed height: the box keeps room for the longest text allowed, and a text that
  // still needs more (it cannot, by the box's sizing) would grow the box rather than be cut off.
  const minHeight = section.reserveCharacters ? textBoxMinHeight(pageWidth, section.reserveCharacters) : undefined;
  return (
    <View style={[styles.textBox, minHeight ? { minHeight } : {}]}>
      <Text style={[styles.text, dataFont(section.text) ?? {}]}>{section.text}</Text>
    </View>
  );
}

function FieldsBody({ section, styles }: Omit<Props<'fields'>, 'pageWidth'>) {
  // A section narrower than half a line holds two fields a line (one when it has one), so they keep to one line.
  const narrow = (section.share ?? 1) < 0.5;
  const width = narrow ? `${100 / Math.min(2, section.fields.length)}%` : undefined;
  return (
    <View style={styles.fields}>
      {section.fields.map((field) => (
        <View key={field.label} style={[styles.field, width ? { width } : {}]} wrap={false}>
          <Text style={styles.fieldLabel}>{field.label}</Text>
          <Text style={styles.fieldValue}>{cellText(field.value)}</Text>
        </View>
      ))}
    </View>
  );
}

function TableBody({ section, styles }: Omit<Props<'table'>, 'pageWidth'>) {
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
    </View>
  );
}

/** A line to sign on per signatory, with the role (and name) under it and a line for the date. */
function SignaturesBody({ section, styles }: Omit<Props<'signatures'>, 'pageWidth'>) {
  return (
    <View style={styles.signatures} wrap={false}>
      {section.signatories.map((signatory) => (
        <View key={signatory.role} style={styles.signatory}>
          <View style={styles.signLine} />
          <Text style={styles.signRole}>{signatory.role}</Text>
          <Text style={[styles.signName, dataFont(signatory.name ?? '') ?? {}]}>{signatory.name ?? ' '}</Text>
          <View style={styles.dateRow}>
            <Text style={styles.fieldLabel}>Date</Text>
            <View style={styles.dateLine} />
          </View>
        </View>
      ))}
    </View>
  );
}

/** A section's content as the PDF draws it; its heading is drawn by the caller. */
export function SectionBody({ section, styles, pageWidth }: { section: ReportSection; styles: ReportStyles; pageWidth: number }) {
  switch (section.kind) {
    case 'text':
      return <TextBody section={section} styles={styles} pageWidth={pageWidth} />;
    case 'signatures':
      return <SignaturesBody section={section} styles={styles} />;
    case 'fields':
    case 'table':
      return (
        <View>
          {section.kind === 'fields' ? (
            <FieldsBody section={section} styles={styles} />
          ) : (
            <TableBody section={section} styles={styles} />
          )}
          {section.note ? <Text style={styles.note}>{section.note}</Text> : null}
        </View>
      );
  }
}
