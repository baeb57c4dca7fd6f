/**
 * A form that arrives filled with a template's test values: one letter in each of a worksheet's lines ("R", "A", "M",
 * "E", …), counts in box order ("1000", "2000", … "10000"; "1", "2", … "9"), boxes holding their own labels in
 * capitals ("LAST NAME", "HOME ADDRESS", "CITY"). Nobody's answers look like that; a person filling the form in clears
 * them, as they clear whatever else the template left in boxes they give no value to. A real pre-filled form ("John",
 * "Doe", "123 Main st"; a column of zeros a sheet computes) holds few such values and is left as it came.
 * A plain function of the form's fields.
 */

/** A field as the form gave it: what matters here is its kind and the value it came with. */
interface PrefilledField {
  type: string;
  readonly?: boolean;
  currentValue?: unknown;
}

/** The fewest boxes in a row whose values count up (or spell out one letter each) to be a template's filler. */
const RUN_AT_LEAST = 4;
/** The fewest such values on a form, and the share of its filled text boxes they must be. */
const PLACEHOLDERS_AT_LEAST = 8;
const PLACEHOLDER_SHARE = 0.5;
/** "LAST NAME", "HOME ADDRESS", "OFF CODE": a box's label in capitals, of a form's everyday label words. */
const LABEL_IN_CAPITALS = /^(?:(?:FIRST|LAST|MIDDLE|FULL|HOME|MAILING|STREET|OFF(?:ICE)?|EMPLOYER|SOC(?:IAL)?|SEC(?:URITY)?)\s+)?(?:NAME|ADDRESS|CITY|STATE|ZIP|CODE|NUMBER|PHONE|EMAIL|DATE|NAME\s+ADDRESS)$/;

/** Whether the form arrived filled with a template's test values rather than anyone's answers. */
export function arrivedWithPlaceholders(fields: readonly PrefilledField[]): boolean {
  const filled = fields.map((field) => (field.type === 'text' && !field.readonly && typeof field.currentValue === 'string' ? field.currentValue.trim() : ''));
  const texts = filled.filter((value) => value !== '').length;
  const placeholder = new Set<number>();
  for (let start = 0; start < filled.length; ) {
    const end = runEnd(filled, start);
    if (end - start >= RUN_AT_LEAST) for (let i = start; i < end; i++) placeholder.add(i);
    start = Math.max(end, start + 1);
  }
  filled.forEach((value, i) => {
    if (LABEL_IN_CAPITALS.test(value)) placeholder.add(i);
  });
  return placeholder.size >= PLACEHOLDERS_AT_LEAST && placeholder.size >= texts * PLACEHOLDER_SHARE;
}

/**
 * Where the run of filler that starts at a box ends: the boxes after it whose values go on counting by the same
 * step ("1000", "2000", "3000"), or each hold one capital letter. A box that breaks the run ends it.
 */
function runEnd(filled: readonly string[], start: number): number {
  const first = filled[start]!;
  if (/^[A-Z]$/.test(first)) {
    let end = start + 1;
    while (end < filled.length && /^[A-Z]$/.test(filled[end]!)) end++;
    return end;
  }
  if (!/^\d{1,6}$/.test(first) || start + 1 >= filled.length || !/^\d{1,6}$/.test(filled[start + 1]!)) return start + 1;
  const step = Number(filled[start + 1]) - Number(first);
  if (step <= 0) return start + 1;
  let end = start + 2;
  while (end < filled.length && /^\d{1,6}$/.test(filled[end]!) && Number(filled[end]) - Number(filled[end - 1]) === step) end++;
  return end;
}
