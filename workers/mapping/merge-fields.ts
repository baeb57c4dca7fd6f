/**
 * "Provider website ............ «Vendor_URL»", "Dear {{first_name}},": a mail merge's fields the merge never filled.
 * Read as written, the field's name in its brackets is a value like any other ("«Approp_Fund_Code»" for the
 * appropriation code). Here each unfilled field goes; a label whose whole value it was goes with it, so that it
 * takes no other line's value either.
 */

/** «Vendor_URL», {{ first_name }}, <<Second_Line_Name>>: a merge field by the name of its column. */
const UNFILLED_FIELD = String.raw`(?:«\s*[\p{L}_][\p{L}\d_ ]{0,40}»|\{\{\s*[\p{L}_][\p{L}\d_. ]{0,40}\}\}|<<\s*[\p{L}_][\p{L}\d_ ]{0,40}>>)`;
const FIELD_ANYWHERE = new RegExp(UNFILLED_FIELD, 'gu');
/** "  2nd-line supervisor ......... «Second_Line_Name»", "Fund: {{fund}}": a label whose value is only the field. */
const LABEL_OF_FIELD_ALONE = new RegExp(String.raw`^[^\n]*?(?:\.{2,}|…+|:|_{3,})[ \t]*${UNFILLED_FIELD}[ \t]*$\n?`, 'gmu');

export function withUnfilledMergeFieldsDropped(text: string): string {
  if (!new RegExp(UNFILLED_FIELD, 'u').test(text)) return text;
  // ("«Second_Line_Phone» / «Second_Line_Email»" under the label: a line of fields only goes whole.)
  return text
    .replace(LABEL_OF_FIELD_ALONE, '')
    .split('\n')
    .flatMap((line) => {
      const without = line.replace(FIELD_ANYWHERE, '');
      return without !== line && !/[\p{L}\d]/u.test(without) ? [] : [without];
    })
    .join('\n');
}
