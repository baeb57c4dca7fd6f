/**
 * Stage: say what each field asks for, from the label printed next to it, else its tooltip, else its name.
 */
import type { DescribeFieldsInput, FieldDescription, FieldInfo } from '../../src/shared/protocol.js';
import { captionsBelow, findLabel } from '../describe/find-label.js';
import type { LabelMatch } from '../describe/find-label.js';
import { buildPageLayout } from '../describe/page-layout.js';
import type { Box, PageLayout, Row } from '../describe/page-layout.js';
import { fieldNameSegments, nameWords } from '../describe/field-name.js';
import { findCodeLegend, findListedAnswers, indexInstructionItems } from '../describe/code-legends.js';
import type { InstructionItems } from '../describe/code-legends.js';
import { buttonCaption, formatOptionCaptions, hasOptionCaptions, isCodedOption, isPlaceholder } from '../describe/option-captions.js';
import { formatBlank, wordsAfterBlank } from '../describe/blank-words.js';
import { boxOwnSentence } from '../describe/box-sentence.js';
import { findOptionGroups } from '../describe/option-groups.js';
import { sectionsOfFields, worksheetsOfFields } from '../describe/form-sections.js';
import type { ListOptions } from '../describe/option-groups.js';

/** Below this a printed label is less trustworthy than an author-written tooltip. */
const WEAK_LABEL = 0.45;
const TOOLTIP_CONFIDENCE = 0.6;
/** Labels are short; a long run of text next to a field is a paragraph, of which the nearest words count. */
const MAX_LABEL_WORDS = 14;

/**
 * Describes every field: mainText is its visible label (nearest text left of the widget on the same line,
 * else above, else below; right first for check boxes and radio buttons), falling back to the tooltip and
 * then to the field name made readable. Work per field is bounded by the rows of its own page.
 */
export async function describeFields(input: DescribeFieldsInput): Promise<FieldDescription[]> {
  const obstaclesByPage = new Map<number, Box[]>();
  for (const field of input.fields) {
    for (const widget of field.widgets) {
      const list = obstaclesByPage.get(widget.page) ?? [];
      list.push(toBox(widget.position));
      obstaclesByPage.set(widget.page, list);
    }
  }
  const layouts = new Map<number, PageLayout>();
  for (const page of input.pages) layouts.set(page.pageNumber, buildPageLayout(page, obstaclesByPage.get(page.pageNumber) ?? []));

  const belowByPage = new Map<number, boolean>();
  for (const [pageNumber, layout] of layouts) {
    const textBoxes = input.fields.filter((f) => f.type === 'text' && f.page === pageNumber).map((f) => toBox(f.position));
    belowByPage.set(pageNumber, captionsBelow(layout, textBoxes));
  }
  const labels = input.fields.map((field) => {
    const layout = layouts.get(field.page);
    if (!layout) return undefined;
    return findFieldLabel(field, layout, obstaclesByPage.get(field.page) ?? [], belowByPage.get(field.page) ?? false);
  });
  inheritColumnLabels(input.fields, labels);
  inheritSiblingLabels(input.fields, labels);
  const items = indexInstructionItems([...layouts.values()]);
  const groups = findOptionGroups(listsOf(input.fields), [...layouts.values()]);
  const sections = sectionsOfFields(input.fields, input.pages);
  const worksheets = worksheetsOfFields(input.fields, input.pages);
  return input.fields.map((field, i) => {
    const described = withOptionCaptions(field, describeField(field, labels[i], layouts.get(field.page)), layouts.get(field.page));
    const group = groups.get(field.name);
    const section = sections[i];
    return { ...withInstructedOptions(field, described, items), ...(group ? { optionOf: group } : {}), ...(section ? { section } : {}), ...(worksheets[i] ? { worksheet: worksheets[i] } : {}) };
  });
}

/** The form's lists (drop-downs, list boxes, radio groups), with the labels their options show. */
function listsOf(fields: FieldInfo[]): ListOptions[] {
  return fields
    .filter((f) => (f.type === 'dropdown' || f.type === 'radio') && (f.options ?? []).length >= 2)
    .map((f) => ({ name: f.name, values: f.options!, labels: f.options!.map((value, i) => f.optionLabels?.[i] ?? value) }));
}

/**
 * Options the form's instructions give (describe/code-legends.ts), as captions in the context ("Options: 17 =
 * Master's Degree; …"): the meanings of a list of bare codes ("1" … "22"), or the answers a text box's item lists
 * lettered ("6a. Non-supervisory …").
 */
function withInstructedOptions(field: FieldInfo, description: FieldDescription, items: InstructionItems): FieldDescription {
  if (hasOptionCaptions(description.contextText) || (field.type === 'text' && field.multiline)) return description;
  // The item's number: "13A Education level", "6 Position Level …", or a label "13. Education Level".
  const number = (field.name.match(/^\s*(\d{1,2})[A-Z]?\b/) ?? description.mainText.match(/^\s*(\d{1,2})\./))?.[1];
  if (!number) return description;
  const list = { number, words: `${description.mainText} ${field.name}`.toLowerCase() };
  let captions: { value: string; caption: string }[] | undefined;
  if (field.type === 'text') {
    captions = findListedAnswers(items, list)?.map((answer) => ({ value: answer, caption: answer }));
  } else if (field.type === 'dropdown' || field.type === 'radio') {
    const codes = (field.options ?? []).filter((o) => !isPlaceholder(o));
    if (codes.length < 2 || !codes.every((c) => /^\d{1,3}$/.test(c.trim()))) return description;
    const legend = findCodeLegend(items, { ...list, codes });
    captions = legend && codes.flatMap((value) => (legend.has(value) ? [{ value, caption: legend.get(value)! }] : []));
  }
  if (!captions) return description;
  const context = [description.contextText, formatOptionCaptions(captions)].filter((t) => t !== '').join(' / ');
  return { ...description, contextText: context };
}

/**
 * A radio group exporting codes ("1", "2") is answered by the words printed next to its buttons: they go
 * into the context ("… / Options: 1 = Original; 2 = Amended"), where the mapper finds them.
 */
function withOptionCaptions(field: FieldInfo, description: FieldDescription, layout: PageLayout | undefined): FieldDescription {
  if (field.type !== 'radio' || !layout || !(field.options ?? []).every(isCodedOption)) return description;
  const captions: { value: string; caption: string }[] = [];
  for (const widget of field.widgets) {
    if (widget.page !== field.page || widget.exportValue === null || captions.some((c) => c.value === widget.exportValue)) continue;
    const caption = buttonCaption(layout, widget.position);
    // Captions for only some buttons would pair the wrong words with the rest.
    if (!caption) return description;
    captions.push({ value: widget.exportValue, caption });
  }
  if (captions.length < 2) return description;
  const context = [description.contextText, formatOptionCaptions(captions)].filter((t) => t !== '').join(' / ');
  return { ...description, contextText: context };
}

export interface FieldLabel extends LabelMatch {
  /** Set when the label was borrowed from the neighbouring part of a split field (SSN in three boxes) or
   * from the cell above in a table column. */
  borrowedFrom?: string;
}

function describeField(field: FieldInfo, label: FieldLabel | undefined, layout: PageLayout | undefined): FieldDescription {
  const tooltip = field.tooltip?.trim() || null;
  const readable = readableName(field.name);
  // A row number ("1" before the first row of a table) says less than any tooltip the author wrote.
  const wordless = label !== undefined && !/\p{L}/u.test(label.phrase.text);
  const usable = label && ((label.confidence >= WEAK_LABEL && !(wordless && tooltip)) || (!tooltip && !readable.meaningful));

  if (label && usable) {
    const row = layout?.rows[label.phrase.row];
    const after = field.type === 'text' && label.place === 'left' && layout ? wordsAfterBlank(layout, field.position, label.phrase) : undefined;
    const context = contextFor(field, layout, label);
    const printed = cleanLabel(label.phrase.text, label.place);
    const text = (field.type === 'checkbox' ? (boxOwnSentence(printed, context) ?? sentenceAroundBox(field, label, layout, printed)) : undefined) ?? printed;
    return {
      name: field.name,
      mainText: text,
      // "of [____] Illinois, as my …": the words after a blank on its line count as much as its label.
      contextText: after ? `${context} / ${formatBlank(text, after)}` : context,
      confidence: round2(label.confidence),
      reasoning: label.borrowedFrom
        ? `Label of the neighbouring field ${label.borrowedFrom} (a part of the same group, or the cell above in a table column) on page ${field.page}.`
        : `Label ${placeWords(label.place)} the field on page ${field.page}, ${Math.round(label.distance)} pt away.`,
    };
  }
  if (tooltip) {
    return {
      name: field.name,
      mainText: tooltip,
      contextText: label ? label.phrase.text : nearbyText(field, layout),
      confidence: TOOLTIP_CONFIDENCE,
      reasoning: layout
        ? `No printed label close to the field on page ${field.page}; used the field's tooltip.`
        : `No text for page ${field.page}; used the field's tooltip.`,
    };
  }
  return {
    name: field.name,
    mainText: readable.text || field.name,
    contextText: label ? label.phrase.text : nearbyText(field, layout),
    confidence: readable.meaningful ? 0.35 : 0.1,
    reasoning: readable.meaningful
      ? 'No printed label or tooltip near the field; used the field name.'
      : 'No printed label or tooltip, and the field name is a code; the meaning is unknown.',
  };
}

/** "if", "here": a word right of a box that only goes on the sentence printed around it. */
const CONNECTIVE_LABEL = /^(?:if|here|when)$/i;
/** How far apart a box and the word left of it, or a line and the one it runs on to, may be (points). */
const SENTENCE_GAP = 30;
const LINE_GAP = 6;

/**
 * "Check ☐ if" / "self-employed": a box printed inside its sentence, the word right of it ("if") only a part of it.
 * The sentence is the word left of the box, the label, and the words under the first that the line runs on to
 * ("Check if self-employed"). Undefined where the label is a sentence of its own.
 */
function sentenceAroundBox(field: FieldInfo, label: FieldLabel, layout: PageLayout | undefined, printed: string): string | undefined {
  const row = layout?.rows[label.phrase.row];
  if (!layout || !row || label.place !== 'right' || !CONNECTIVE_LABEL.test(printed.trim())) return undefined;
  const lead = row.phrases.filter((p) => p.x1 <= field.position.x && field.position.x - p.x1 < SENTENCE_GAP).at(-1);
  if (!lead) return undefined;
  const next = layout.rows[label.phrase.row + 1];
  const runOn = next && next.y0 - row.y1 < LINE_GAP ? next.phrases.filter((p) => p.x0 >= lead.x0 - 2 && p.x0 <= label.phrase.x1) : [];
  return [lead.text, printed, ...runOn.map((p) => p.text)].join(' ');
}

function findFieldLabel(field: FieldInfo, layout: PageLayout, obstacles: Box[], below: boolean): FieldLabel | undefined {
  const toggle = field.type === 'checkbox' || field.type === 'radio';
  // A radio group is asked about as a whole: its question sits left of or above the set of buttons, while
  // the words next to each button are its options.
  const onPage = field.widgets.filter((w) => w.page === field.page);
  if (field.type === 'radio' && onPage.length > 1) {
    const group = unionRect(onPage.map((w) => w.position));
    const optionTexts = new Set([...(field.options ?? []), ...(field.optionLabels ?? [])].map(squash));
    return findLabel(layout, group, {
      toggle: false,
      obstacles: obstacles.filter((o) => !inside(o, group)),
      exclude: (text) => optionTexts.has(squash(text)),
      captionsBelow: below,
    });
  }
  return findLabel(layout, field.position, { toggle, obstacles, captionsBelow: below });
}

/**
 * Split fields (an SSN in three comb boxes, a phone in area code + number) carry one printed label for the
 * group. A part without a good label of its own borrows the label of the part just left of it on the same
 * line, when both sit under the same parent in the field tree.
 */
function inheritSiblingLabels(fields: FieldInfo[], labels: (FieldLabel | undefined)[]): void {
  const byParent = new Map<string, number[]>();
  fields.forEach((field, i) => {
    const parent = parentName(field.name);
    if (parent === undefined) return;
    const list = byParent.get(parent) ?? [];
    list.push(i);
    byParent.set(parent, list);
  });
  for (const members of byParent.values()) {
    if (members.length < 2) continue;
    members.sort((a, b) => fields[a]!.position.x - fields[b]!.position.x);
    for (let k = 1; k < members.length; k++) {
      const i = members[k]!;
      const own = labels[i];
      if (own && own.confidence >= 0.6) continue;
      const left = members[k - 1]!;
      const neighbour = labels[left];
      const a = fields[left]!;
      const b = fields[i]!;
      if (!neighbour || neighbour.confidence < 0.6 || a.page !== b.page || a.type !== b.type) continue;
      const gap = b.position.x - (a.position.x + a.position.width);
      const sameLine = Math.abs(a.position.y - b.position.y) < Math.max(a.position.height, 6) * 0.5;
      if (!sameLine || gap < -2 || gap > 40) continue;
      // A heading above the neighbour that ends before this box is the heading of the neighbour's column in
      // a table ("(1) First name" over the name cell), not a label over the parts of one number.
      if (neighbour.place === 'above' && neighbour.phrase.x1 < b.position.x) continue;
      labels[i] = { ...neighbour, confidence: neighbour.confidence * 0.9, borrowedFrom: a.name };
    }
  }
}

/**
 * Table rows: the column heading is printed once, over the first row, and the rows under it have no label
 * of their own (or pick up words of a line nearby). A cell without a good label takes the heading of the
 * cell right above it in the same column, row after row down the table.
 */
export function inheritColumnLabels(fields: FieldInfo[], labels: (FieldLabel | undefined)[]): void {
  const order = fields.map((_, i) => i).sort((a, b) => fields[a]!.page - fields[b]!.page || fields[a]!.position.y - fields[b]!.position.y);
  for (const i of order) {
    const own = labels[i];
    if (own && own.confidence >= COLUMN_HEADING_CONFIDENCE) continue;
    const cell = fields[i]!;
    const above = order.find((j) => {
      const other = fields[j]!;
      const gap = cell.position.y - (other.position.y + other.position.height);
      return (
        j !== i && other.page === cell.page && other.type === cell.type && gap >= -1 && gap <= TABLE_ROW_GAP &&
        Math.abs(other.position.x - cell.position.x) <= 2 && Math.abs(other.position.width - cell.position.width) <= 2
      );
    });
    const heading = above === undefined ? undefined : labels[above];
    if (!heading || heading.place !== 'above' || heading.confidence < COLUMN_HEADING_CONFIDENCE) continue;
    // A caption printed over the cell itself, however weakly matched, makes it a cell of a boxed form, not a
    // table row; the column's own heading seen from a few rows down is the same heading, only further away.
    if (own?.place === 'above' && own.phrase.text !== heading.phrase.text) continue;
    // Less certain than a caption of its own, once: the tenth row of a table is as sure as the second.
    labels[i] = { ...heading, confidence: heading.borrowedFrom ? heading.confidence : heading.confidence * 0.95, borrowedFrom: fields[above!]!.name };
  }
}

/** A column heading strong enough to carry down the rows of a table, and the own label that needs none. */
const COLUMN_HEADING_CONFIDENCE = 0.6;
/** The rows of a table touch or nearly touch (points); boxes further apart are separate questions. */
const TABLE_ROW_GAP = 4;

function parentName(name: string): string | undefined {
  const cut = name.lastIndexOf('.');
  return cut > 0 ? name.slice(0, cut) : undefined;
}

function squash(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The label's line and, before it, up to two lines just above: which block of the form the field is in
 * ("Buyer's Signature … / Print Name").
 */
export function contextFor(field: FieldInfo, layout: PageLayout | undefined, match: LabelMatch): string {
  const rowIndex = match.phrase.row;
  const row = layout?.rows[rowIndex];
  if (!layout || !row) return match.phrase.text;
  // The label itself always counts, also when it is printed right of a check box.
  const limit = Math.max(field.position.x + field.position.width, match.phrase.x1) + BLOCK_MARGIN;
  const parts = [textUpTo(row, limit)];
  let top = row.y0;
  for (let i = rowIndex - 1; i >= 0 && parts.length < 3; i--) {
    const above = layout.rows[i];
    if (!above || top - above.y1 > 40) break;
    const text = textUpTo(above, limit);
    if (/\p{L}{3,}/u.test(text)) parts.unshift(text);
    top = above.y0;
  }
  return parts.join(' / ');
}


/** How far right of a field a phrase may start and still belong to the field's block (points). */
const BLOCK_MARGIN = 12;

/**
 * The words of a row that can speak for a field: those starting left of the field's right edge (or its
 * label's). Notes printed in the right margin on the same line ("If more than four dependents, see
 * instructions and ✓ here") belong to the widgets over there, and so do the headings of a column further
 * right ("Seller" beside "Buyer"), not to the block the field is in.
 */
function textUpTo(row: Row, limit: number): string {
  return row.phrases.filter((p) => p.x0 <= limit).map((p) => p.text).join('  ');
}

function nearbyText(field: FieldInfo, layout: PageLayout | undefined): string {
  if (!layout) return '';
  const top = field.position.y;
  let best = '';
  let bestGap = 60;
  for (const row of layout.rows) {
    const gap = top - row.y1;
    if (gap >= 0 && gap < bestGap) {
      bestGap = gap;
      best = row.text;
    }
  }
  return best;
}

export function cleanLabel(text: string, place: LabelMatch['place']): string {
  let words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length > MAX_LABEL_WORDS) {
    // "Total number of allowances you are claiming (from line H above or from the applicable worksheet on
    // page 2)": the remark in brackets is what gets cut first, not the words that say what the field is.
    const plain = words.join(' ').replace(/\s*\([^()]*\)\s*/g, ' ').replace(/\s+/g, ' ').trim().split(' ');
    if (plain.length >= 2 && /\p{L}/u.test(plain.join(' '))) words = plain;
  }
  if (words.length > MAX_LABEL_WORDS) {
    // Left of the field the words nearest it are the label's end; above or below, its beginning.
    words = place === 'left' ? words.slice(-MAX_LABEL_WORDS) : words.slice(0, MAX_LABEL_WORDS);
  }
  // Bullets and dashes that introduce a check box's caption ("- The date of this bill of sale.") are not
  // part of it, nor is the colon or the arrow pointing at the box.
  return words
    .join(' ')
    .replace(/^[\s\-–—•·*]+/u, '')
    .replace(/[\s:*▶►→]+$/u, '')
    .trim();
}

/** Turns `topmostSubform[0].Page1[0].Step1a[0].f1_01[0]` into words; `meaningful` is false for codes. */
export function readableName(name: string): { text: string; meaningful: boolean } {
  const words = nameWords(fieldNameSegments(name).slice(-2).join(' '));
  // "f1 01", "c1 1", "Text12": letters that are not a word.
  const meaningful = words.split(' ').some((w) => /^\p{L}{3,}$/u.test(w) && !/^(text|field|check|box|fill)$/i.test(w));
  return { text: words, meaningful };
}

function placeWords(place: LabelMatch['place']): string {
  switch (place) {
    case 'left':
      return 'left of';
    case 'right':
      return 'right of';
    case 'above':
      return 'above';
    case 'below':
      return 'below';
  }
}

function unionRect(rects: FieldInfo['position'][]): FieldInfo['position'] {
  const x0 = Math.min(...rects.map((r) => r.x));
  const y0 = Math.min(...rects.map((r) => r.y));
  const x1 = Math.max(...rects.map((r) => r.x + r.width));
  const y1 = Math.max(...rects.map((r) => r.y + r.height));
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function inside(box: Box, rect: FieldInfo['position']): boolean {
  return box.x0 >= rect.x - 0.5 && box.y0 >= rect.y - 0.5 && box.x1 <= rect.x + rect.width + 0.5 && box.y1 <= rect.y + rect.height + 0.5;
}

function toBox(rect: FieldInfo['position']): Box {
  return { x0: rect.x, y0: rect.y, x1: rect.x + rect.width, y1: rect.y + rect.height };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
