/**
 * The section of the form each field sits in: "Section B – Training Course Data", "PART II". Forms that part their
 * items into sections number the items again in each (the SF-182 has an item 4 in sections A, B and C), and a filer
 * names an item by both ("B4", "section B item 4"). A field's section is the last heading of that kind above it,
 * on its page or an earlier one.
 */
import type { FieldInfo, PageText } from '../../src/shared/protocol.js';

/** "Section A – Trainee Information", "PART I", "Part 2. Information About You": a section's heading at a line's start. */
const SECTION_HEADING = /^\s*(?:section|part)\s+([A-Z]|[IVX]{1,4}|\d{1,2})\b(?![’'.]?\p{L})/iu;

interface Heading {
  page: number;
  /** Distance from the page's top, in points. */
  top: number;
  label: string;
}

/** Each field's section label ("B", "II"), in the order of the fields; undefined above the first heading. */
export function sectionsOfFields(fields: FieldInfo[], pages: PageText[]): (string | undefined)[] {
  const headings: Heading[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      const label = line.text.match(SECTION_HEADING)?.[1];
      if (label === undefined) continue;
      const top = Math.min(...line.boundingBox.vertices.map((v) => v.y)) * page.dimensions.height;
      headings.push({ page: page.pageNumber, top, label: label.toUpperCase() });
    }
  }
  if (headings.length < 2) return fields.map(() => undefined);
  headings.sort((a, b) => a.page - b.page || a.top - b.top);
  return fields.map((field) => headings.filter((h) => h.page < field.page || (h.page === field.page && h.top <= field.position.y)).pop()?.label);
}

/**
 * "Step 4(b)—Deductions Worksheet (Keep for your records.)", "Two-Earners/Multiple Jobs Worksheet": a worksheet's
 * title at a line's start, the step it belongs to before it left out.
 */
const WORKSHEET_HEADING = /^\s*(?:step\s+\d{1,2}(?:\([a-z]\))?\s*[—–:-]\s*)?((?:\p{Lu}[\p{L}/-]*\s*(?:(?:and|&|\/)\s+)?){1,4}Worksheet)\b/iu;

/**
 * The worksheet each field sits in ("Deductions Worksheet"), in the order of the fields: the last worksheet title
 * above it on its own page. A form that prints two worksheets on a page numbers each one's lines from 1 again, and
 * a filer names a line by its worksheet ("the Deductions Worksheet, line 3").
 */
export function worksheetsOfFields(fields: FieldInfo[], pages: PageText[]): (string | undefined)[] {
  const headings: Heading[] = [];
  for (const page of pages) {
    for (const line of page.lines) {
      const title = line.text.match(WORKSHEET_HEADING)?.[1];
      if (title === undefined || !/^\p{Lu}/u.test(title)) continue;
      const top = Math.min(...line.boundingBox.vertices.map((v) => v.y)) * page.dimensions.height;
      headings.push({ page: page.pageNumber, top, label: title.replace(/\s+/g, ' ') });
    }
  }
  return fields.map((field) => headings.filter((h) => h.page === field.page && h.top <= field.position.y).sort((a, b) => a.top - b.top).pop()?.label);
}
