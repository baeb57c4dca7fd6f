/**
 * A PDF form's data exported by a PDF reader as XFDF (Acrobat's "Prepare Form > More > Export Data") and pasted as its
 * source:
 *
 *     <xfdf xmlns="http://ns.adobe.com/xfdf/" xml:space="preserve">
 *     <f href="Firearm-Bill-of-Sale-Generic-v3.pdf"/>
 *     <fields>
 *     <field name="buyer">
 *      <field name="name"><value>Deshawn M. Pruitt</value></field>
 *      <field name="address"><value>88 Seminary St, Apt 3&#13;Galesburg, IL 61401</value></field>
 *     </field>
 *     <field name="trade_cb"><value>Yes</value></field>
 *
 * Read as XML, every value is keyed "field value" and the names that say what it is are values of their own. Here each
 * field with a value is a line "Buyer name: Deshawn M. Pruitt", its key the names of the fields it sits in and its
 * own, as words ("dl_number" → "driver's license number"); the lines of a value written on several ("&#13;") are one,
 * joined by commas, and a check box's "Off" is "No". The form's file name, its ids and any annotations go. A plain
 * function of the text.
 */
import { humaniseColumn } from './parse-table.js';
import { decodeEntities } from './parse-xml.js';

/** The export, from its XML declaration to "</xfdf>". */
const XFDF = /(?:<\?xml[^>]*\?>\s*)?<xfdf\b[^>]*>[\s\S]*?<\/xfdf>/i;
/** A field's opening or closing tag, or its value (1 a closing slash, 2 or 3 the name, 4 a value). */
const FIELD_TOKEN = /<(\/?)field\b(?:\s+name\s*=\s*(?:"([^"]*)"|'([^']*)'))?\s*>|<value\s*\/>|<value\b[^>]*>([\s\S]*?)<\/value>/gi;
/** Short words of form field names, as words: "dl" → "driver's license", "desc" → "description". */
const NAME_WORDS: [RegExp, string][] = [
  [/^dl$/i, "driver's license"],
  [/^desc$/i, 'description'],
  [/^addr$/i, 'address'],
  [/^dob$/i, 'date of birth'],
  [/^(?:num|nbr)$/i, 'number'],
  [/^(?:cb|chk|ckbx|checkbox|txt|fld)$/i, ''],
];

export function withXfdfRead(text: string): string {
  const found = text.match(XFDF);
  if (!found) return text;
  const lines: string[] = [];
  const path: string[] = [];
  for (const m of found[0].matchAll(FIELD_TOKEN)) {
    if (m[0].toLowerCase().startsWith('<field')) {
      path.push(m[2] ?? m[3] ?? '');
      continue;
    }
    if (m[1] === '/') {
      path.pop();
      continue;
    }
    const value = fieldValue(decodeEntities(m[4] ?? ''));
    const key = path.map(nameAsWords).filter((words) => words !== '').join(' ');
    if (value !== '' && key !== '') lines.push(`${key.charAt(0).toUpperCase()}${key.slice(1)}: ${value}`);
  }
  if (lines.length === 0) return text;
  return text.replace(found[0], () => lines.join('\n'));
}

/** "dl_number" → "driver's license number", "agreement_date" → "agreement date". */
function nameAsWords(name: string): string {
  return humaniseColumn(name)
    .split(' ')
    .map((word) => NAME_WORDS.find(([re]) => re.test(word))?.[1] ?? word)
    .filter((word) => word !== '' && !/^\d+$/.test(word))
    .join(' ');
}

/** A value's lines joined by commas, and a check box's "Off" as "No". */
function fieldValue(value: string): string {
  const joined = value
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ')
    .replace(/,\s*,/g, ',');
  return /^off$/i.test(joined) ? 'No' : joined;
}
