import Papa from 'papaparse';

/** One CSV column: its header and how to read a row's value. */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => unknown;
}

const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Spreadsheets execute a cell that starts with a formula character; a leading quote makes it text
 * (OWASP "CSV injection"). Plain negative numbers stay numbers.
 */
export function neutralizeFormula(value: string): string {
  if (!value || !FORMULA_TRIGGERS.includes(value[0] ?? '')) return value;
  if (/^-\d+(\.\d+)?$/.test(value)) return value;
  return `'${value}`;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Renders rows as CSV (header row first) with formula injection neutralized. */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return Papa.unparse({
    fields: columns.map((column) => neutralizeFormula(column.header)),
    data: rows.map((row) => columns.map((column) => neutralizeFormula(cellText(column.value(row))))),
  });
}

/** Saves CSV text as a file. A BOM makes Excel read UTF-8 (Han-character names) correctly. */
export function downloadCsv(filename: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename.endsWith('.csv') ? filename : `${filename}.csv`;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
