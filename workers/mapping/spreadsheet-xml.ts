/**
 * A workbook saved as Excel's "XML Spreadsheet" (SpreadsheetML, Excel 2003) and pasted as its source:
 *
 *     <Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" …>
 *      <Worksheet ss:Name="W4 2009 Ray"><Table>
 *       <Row><Cell><Data ss:Type="String">Last name</Data></Cell><Cell><Data ss:Type="String">Kowalczyk</Data></Cell></Row>
 *       <Row><Cell><Data ss:Type="String">H</Data></Cell><Cell><Data ss:Type="String">total A-G</Data></Cell>
 *            <Cell ss:Formula="=SUM(R[-7]C:R[-1]C)"><Data ss:Type="Number">8</Data></Cell></Row> …
 *
 * Read as XML, every value is keyed by "Worksheet Table Row Cell Data" and the rows lose their labels. Here each sheet
 * is the lines a person reads on screen, under a heading with the sheet's name ("=== Sheet: W4 2009 Ray ===", so a
 * sheet the text sets aside can be told apart): a row of a label and a value as "label: value", a row of a line's
 * letter or number, its caption and its entry as the reader keys a worksheet's line ("line A: 1", "1 - 8"), a row of
 * one cell as it is (a title in capitals as a title), any other row its
 * cells joined by " | ". A formula's cell shows the value Excel last worked out, as on screen; a cell's comment is
 * the writer's aside on the sheet, not a value, and goes. Only the sheet the text asks for is read ('Use the "W4 2009
 * Ray" sheet only'), or else every sheet but those marked as old or not to be used. A plain function of the text.
 */

import { escapeRegExp } from './normalize-text.js';
import { decodeEntities } from './parse-xml.js';

const WORKBOOK = /(?:<\?xml[^>]*\?>\s*)?(?:<\?mso-application[^>]*\?>\s*)?<(?:ss:)?Workbook\b[^>]*urn:schemas-microsoft-com:office:spreadsheet[^>]*>[\s\S]*?<\/(?:ss:)?Workbook>/;
const WORKSHEET = /<(?:ss:)?Worksheet\b[^>]*?\bss:Name="([^"]*)"[^>]*>([\s\S]*?)<\/(?:ss:)?Worksheet>/g;
const ROW = /<(?:ss:)?Row\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:ss:)?Row>)/g;
const CELL = /<(?:ss:)?Cell\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:ss:)?Cell>)/g;
const DATA = /<(?:ss:)?Data\b[^>]*>([\s\S]*?)<\/(?:ss:)?Data>/;
const COMMENT = /<(?:ss:)?Comment\b[\s\S]*?<\/(?:ss:)?Comment>/g;
/** "2008 Fox Valley (old)", "… - DON'T USE", "Archive": a sheet its name or first row sets aside. */
const SET_ASIDE_SHEET = /\((?:old|previous|outdated|superseded|archived?)\)|\b(?:do\s+not|don['’]t)\s+use\b|^\s*(?:old|archive|archived|backup)\b/i;
/** "A", "7", "3a", "Line 5": a worksheet line's letter or number in a row's first cell. */
const LINE_CODE = /^(?:[A-Z]|\d{1,2}[a-c]?|line\s+\d{1,2}[a-c]?|line\s+[A-Z])$/i;

/** The text with a pasted XML Spreadsheet, or an .xlsx's XML parts, read as its sheets' rows; else the text as it is. */
export function withSpreadsheetXmlRead(text: string): string {
  const found = WORKBOOK.exec(text);
  if (!found) return withXlsxPartsRead(text);
  const sheets = [...found[0].matchAll(WORKSHEET)].map(([, name, body]) => ({ name: decodeEntities(name!), rows: [...body!.matchAll(ROW)].map((row) => cellsOf(row[1] ?? '')).filter((cells) => cells.length > 0) }));
  // ('Use the "W4 2009 Ray" sheet only.': the one sheet the text asks for; else every sheet but one marked as set
  // aside, "2008 Fox Valley (old)" or a first row "W-4 Fox Valley Heating 2008 - DON'T USE".)
  const prose = `${text.slice(0, found.index)}\n${text.slice(found.index + found[0].length)}`;
  const only = sheets.filter((sheet) => new RegExp(String.raw`\b(?:use|read|fill\s+from|go\s+by)\s+(?:the\s+)?["“']?${escapeRegExp(sheet.name)}["”']?\s+(?:sheet|tab)\s+only\b|\bonly\s+(?:the\s+)?["“']?${escapeRegExp(sheet.name)}["”']?\s+(?:sheet|tab)\b`, 'i').test(prose));
  const read = only.length === 1 ? only : sheets.filter((sheet) => !SET_ASIDE_SHEET.test(sheet.name) && !SET_ASIDE_SHEET.test(sheet.rows[0]?.join(' ') ?? ''));
  const lines: string[] = [];
  for (const { name, rows } of read) {
    if (rows.length === 0) continue;
    lines.push(`=== Sheet: ${name} ===`);
    // ("Line 5 | allowances on W-4 | 5" after a worksheet's numbered rows is the form's line 5, not the worksheet's: a
    // blank line ends the worksheet's run.)
    rows.forEach((cells, i) => {
      if (i > 0 && /^line\s/i.test(cells[0]!) && /^\d/.test(rows[i - 1]![0]!) && cells.length === 3) lines.push('');
      lines.push(rowLine(cells));
    });
    lines.push('');
  }
  if (lines.length === 0) return text;
  return `${text.slice(0, found.index)}${lines.join('\n')}${text.slice(found.index + found[0].length)}`;
}

/**
 * An .xlsx unzipped and its XML parts pasted, each under its path ("==== xl/sharedStrings.xml ===="): the workbook's
 * sheet names, the shared strings a cell of type "s" gives by its index, and each sheet's rows of cells (`<c r="B8"><v>1</v>`,
 * a formula's `<f>` beside the value last worked out). Read as the SpreadsheetML sheets above are: each sheet's rows as
 * lines under its name, from the first part to the last.
 */
function withXlsxPartsRead(text: string): string {
  const sheets = [...text.matchAll(XLSX_SHEET)];
  if (sheets.length === 0) return text;
  const shared = [...(text.match(SHARED_STRINGS)?.[0] ?? '').matchAll(SHARED_STRING)].map((si) => textOfRuns(si[1]!));
  const names = [...(text.match(/<workbook\b[\s\S]*?<\/workbook>/)?.[0] ?? '').matchAll(/<sheet\b[^>]*?\bname="([^"]*)"/g)].map((m) => decodeEntities(m[1]!));
  const lines: string[] = [];
  sheets.forEach((sheet, k) => {
    const rows = [...sheet[1]!.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)].map((row) => [...(row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes, body]) => xlsxCellValue(attributes!, body ?? '', shared)).filter((value) => value !== '')).filter((cells) => cells.length > 0);
    if (rows.length > 0) lines.push(`=== Sheet: ${names[k] ?? `Sheet${k + 1}`} ===`, ...rows.map(rowLine), '');
  });
  const first = sheets[0]!.index!;
  const last = sheets.at(-1)!;
  // (The workbook's and the shared strings' parts are read into the sheets' lines, and go.)
  const spent = (part: string) => part.replace(/<workbook\b[\s\S]*?<\/workbook>/, '').replace(SHARED_STRINGS, '').replace(/<\?xml[^>]*\?>/g, '');
  return `${spent(text.slice(0, first))}${lines.join('\n')}${spent(text.slice(last.index! + last[0].length))}`;
}
const XLSX_SHEET = /<worksheet\b[^>]*>[\s\S]*?<sheetData>([\s\S]*?)<\/sheetData>[\s\S]*?<\/worksheet>/g;
const SHARED_STRINGS = /<sst\b[\s\S]*?<\/sst>/;
const SHARED_STRING = /<si>([\s\S]*?)<\/si>/g;

/** A shared or inline string's text: its runs' `<t>` texts joined (a run per change of formatting), entities decoded. */
function textOfRuns(xml: string): string {
  return decodeEntities([...xml.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''));
}

/** A cell's shown value: a shared string by its index, an inline string, or the number or text it holds. */
function xlsxCellValue(attributes: string, body: string, shared: string[]): string {
  const type = attributes.match(/\bt="([^"]*)"/)?.[1];
  const value = body.match(/<v>([\s\S]*?)<\/v>/)?.[1] ?? '';
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'inlineStr') return textOfRuns(body).trim();
  return decodeEntities(value).trim();
}

function cellsOf(row: string): string[] {
  return [...row.matchAll(CELL)].map((cell) => {
    const data = (cell[1] ?? '').replace(COMMENT, '').match(DATA)?.[1] ?? '';
    return decodeEntities(data.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim();
  }).filter((value) => value !== '');
}

function rowLine(cells: string[]): string {
  // ("PERSONAL ALLOWANCES WORKSHEET": a title typed in capitals, written as a title is.)
  if (cells.length === 1) return /\p{Ll}/u.test(cells[0]!.replace(/\([^()]*\)/g, '')) ? cells[0]! : cells[0]!.replace(/\p{Lu}+/gu, (word) => (word.length > 2 ? `${word[0]}${word.slice(1).toLowerCase()}` : word));
  // ("A self | 1": a worksheet's line by its letter, then its caption, in one cell.)
  const lettered = cells.length === 2 ? cells[0]!.match(/^([A-HJ-Z])\s+\p{Ll}/u) : null;
  if (lettered) return `line ${lettered[1]}: ${cells[1]}`;
  if (cells.length === 2) return `${cells[0]}: ${cells[1]}`;
  const [code = '', , entry = ''] = cells;
  // ("A | yourself | 1" → "line A: 1"; "1 | from line H | 8" under a worksheet's title → "1 - 8", as worksheet-lines.ts
  // reads a worksheet's numbered line. The caption is the form's own words for the line, which its letter or number
  // already names; said again, "from line H", "dependents (Tyler, Kayla)", "single/one job", it would name another
  // line, a person or a box.)
  if (cells.length === 3 && LINE_CODE.test(code)) return /^\d/.test(code) ? `${code} - ${entry}` : `line ${code.replace(/^line\s+/i, '')}: ${entry}`;
  return cells.join(' | ');
}
