/**
 * A list exported from QuickBooks Desktop as an IIF file (File > Utilities > Export > Lists to IIF Files) and pasted
 * raw, tabs and all:
 *
 *     !HDR	PROD	VER	…
 *     HDR	QuickBooks Pro	Version 30.0D	…
 *     !VEND	NAME	REFNUM	TIMESTAMP	PRINTAS	ADDR1	ADDR2	ADDR3	…	TAXID	…	COMPANYNAME	FIRSTNAME	MIDINIT	LASTNAME	1099	HIDDEN	…
 *     VEND	Kettle Moraine Arbor Care	418	1736880017	Moraine Tree & Stump	Kettle Moraine Arbor Care LLC	PO Box 114	…
 *
 * A row "!TYPE" names the columns of the rows of that type under it. Read as a table, every column's code is a key and
 * the file's bookkeeping (the header row, record numbers, time stamps) comes with it. Here each record is the lines its
 * card shows in QuickBooks, "Company name: Kettle Moraine Arbor Care LLC", "Address: PO Box 114, Sussex, WI 53089",
 * "Account no.: V-0418" (a vendor's NOTE is what the card calls its account number), "Tax ID: 47-3918852", under a
 * heading with its kind and name. A record marked inactive (HIDDEN Y) is one the business no longer uses and goes, as
 * does the file's own header. A plain function of the text.
 */

/** "!VEND", "!CUST", "!EMP", "!OTHERNAME": the row naming a list's columns. */
const COLUMNS_ROW = /^!([A-Z]{2,12})\t/;

/** What each list's records are called on screen. */
const LIST_KINDS: Readonly<Record<string, string>> = {
  VEND: 'Vendor',
  CUST: 'Customer',
  EMP: 'Employee',
  OTHERNAME: 'Other name',
};

/** The card's words for a column's code; a code not here is the file's bookkeeping and is left out. */
const COLUMN_WORDS: Readonly<Record<string, string>> = {
  NAME: 'Name',
  PRINTAS: 'Print on check as',
  VTYPE: 'Type',
  CTYPE: 'Type',
  CONT1: 'Contact',
  CONT2: 'Alternate contact',
  PHONE1: 'Phone',
  PHONE2: 'Alternate phone',
  FAXNUM: 'Fax',
  EMAIL: 'Email',
  TAXID: 'Tax ID',
  SSNO: 'SSN',
  TERMS: 'Terms',
  NOTEPAD: 'Notes',
  COMPANYNAME: 'Company name',
  FIRSTNAME: 'First name',
  MIDINIT: 'Middle initial',
  LASTNAME: 'Last name',
  '1099': 'Eligible for 1099',
  INIT: 'Initials',
};

/** The text with a pasted IIF list read as its records' cards; the text as it is without one. */
export function withIifListsRead(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => COLUMNS_ROW.test(line))) return text;
  const out: string[] = [];
  let columns: string[] | undefined;
  let read = false;
  for (const line of lines) {
    const named = line.match(COLUMNS_ROW);
    if (named) {
      columns = line.replace(/\r$/, '').split('\t').slice(1);
      // (The file's header, "!HDR" and its "HDR" row, says which program wrote it, not anything about the records.)
      if (named[1] === 'HDR') columns = undefined;
      read = true;
      continue;
    }
    const type = line.match(/^([A-Z]{2,12})\t/)?.[1];
    if (type === 'HDR') continue;
    if (!type || !columns) {
      if (type === undefined) columns = undefined;
      out.push(line);
      continue;
    }
    const cells = line.replace(/\r$/, '').split('\t').slice(1);
    const card = cardLines(type, new Map(columns.map((column, i) => [column, (cells[i] ?? '').trim()])));
    if (card.length > 0) out.push(...card, '');
  }
  return read ? out.join('\n') : text;
}

/** One record's lines as its card shows them; none for an inactive record or one without a name. */
function cardLines(type: string, cells: Map<string, string>): string[] {
  const name = cells.get('NAME') ?? '';
  if (/^y/i.test(cells.get('HIDDEN') ?? '') || name === '') return [];
  const lines = [`${LIST_KINDS[type] ?? type} record: ${name}`];
  for (const [column, value] of cells) {
    const words = COLUMN_WORDS[column];
    if (words && value !== '' && column !== 'NAME') lines.push(`${words}: ${value}`);
  }
  // (The first address line is usually the name the mail goes to, as the card's name or company repeats it.)
  const named = new Set([name, cells.get('COMPANYNAME'), cells.get('PRINTAS')].filter((n): n is string => !!n).map((n) => n.toLowerCase()));
  const address = ['ADDR1', 'ADDR2', 'ADDR3', 'ADDR4', 'ADDR5'].map((column) => cells.get(column) ?? '').filter((part) => part !== '' && !named.has(part.toLowerCase()));
  if (address.length > 0) lines.push(`Address: ${address.join(', ')}`);
  // (A vendor's NOTE column is what the vendor card labels "Account No.".)
  const note = cells.get('NOTE') ?? '';
  if (note !== '') lines.push(`${type === 'VEND' ? 'Account no.' : 'Note'}: ${note}`);
  return lines;
}
