/**
 * Stage: write the assigned values into the form and produce the filled PDF.
 */
import {
  PDFBool,
  PDFCheckBox,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFTextField,
} from '@cantoo/pdf-lib';
import type { PDFDocument, PDFField, PDFFont, PDFForm } from '@cantoo/pdf-lib';
import type { FillFormInput, FillFormOutput, ValueAssignment } from '../../src/shared/protocol.js';
import { isWinAnsi, loadDejaVuSans, subsettingFontkit } from '../pdf/fonts.js';
import { createNameReader, repairFieldTree } from '../pdf/form-tree.js';
import { openWithPdfLib, readingStructure } from '../pdf/open-pdf-lib.js';
import { pruneForRewrite } from '../pdf/prune-structure.js';

/** Field flag bit 1 (PDF 32000-1 table 221). */
const FLAG_READ_ONLY = 1;

/**
 * Fills the form: text (cut to the field's maximum length), check boxes, radio groups, drop-downs and list
 * boxes (existing options only, unless a drop-down is editable). Signature fields are skipped, and read-only ones
 * unless the mapping marks them as unlocked (`unlocksReadOnly`); nothing is flattened. Appearances are regenerated
 * so the values show in every viewer, with Helvetica unless a value needs more than WinAnsi, then with an embedded
 * subset of DejaVu Sans.
 *
 * Timing: `fieldFilling` covers loading and setting values, `pdfGeneration` appearances and saving.
 */
export async function fillForm(input: FillFormInput): Promise<FillFormOutput> {
  const started = performance.now();
  const doc = await openWithPdfLib(input);
  return readingStructure(() => fillDocument(doc, input, started));
}

async function fillDocument(doc: PDFDocument, input: FillFormInput, started: number): Promise<FillFormOutput> {
  // Widgets the field tree does not reach are filled like any other field (see repairFieldTree).
  repairFieldTree(doc);
  const form = doc.getForm();
  dropXfa(doc, form);

  const nameOf = createNameReader();
  const fields = new Map<string, PDFField>();
  for (const field of form.getFields()) fields.set(nameOf(field.acroField.dict), field);

  let filledFields = 0;
  const drawn: string[] = [];
  for (const assignment of input.assignments) {
    const field = fields.get(assignment.name);
    const readOnly = field !== undefined && (field.acroField.getFlags() & FLAG_READ_ONLY) !== 0;
    if (!field || (readOnly && !assignment.unlocksReadOnly)) continue;
    const written = safely(() => setValue(form, field, assignment));
    if (written === undefined) continue;
    if (readOnly) field.disableReadOnly();
    filledFields++;
    drawn.push(...written);
  }
  const fieldFilling = performance.now() - started;

  const generating = performance.now();
  await updateAppearances(doc, form, drawn);
  pruneForRewrite(doc);
  const saved = await doc.save({ useObjectStreams: true, updateFieldAppearances: false });
  // pdf-lib sizes its output buffer exactly, but the result must own its ArrayBuffer to be transferable.
  const pdf = saved.byteOffset === 0 && saved.byteLength === saved.buffer.byteLength ? saved : saved.slice();
  return { pdf, filledFields, timing: { fieldFilling, pdfGeneration: performance.now() - generating } };
}

/**
 * Sets one field. Returns the strings its appearance will draw (to choose the font), or undefined when the
 * assignment does not fit the field and was skipped.
 */
function setValue(form: PDFForm, field: PDFField, assignment: ValueAssignment): string[] | undefined {
  const { value } = assignment;
  if (field instanceof PDFTextField) {
    let text = typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
    if (!field.isMultiline()) text = text.replace(/\s*[\r\n]+\s*/g, ' ');
    const max = field.getMaxLength();
    // Cut by code points so a surrogate pair is never split in half.
    if (max !== undefined && [...text].length > max) text = [...text].slice(0, max).join('');
    field.setText(text);
    return [text];
  }
  if (field instanceof PDFCheckBox) {
    const checked = toBoolean(value, field);
    if (checked === undefined) return undefined;
    if (checked) field.check();
    else field.uncheck();
    return [];
  }
  if (field instanceof PDFRadioGroup) {
    const options = field.getOptions();
    const option = typeof value === 'string' ? pickOption(value, options, options) : undefined;
    if (option === undefined) return undefined;
    field.select(options[option]!);
    return [];
  }
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
    if (typeof value !== 'string') return undefined;
    const raw = field.acroField.getOptions();
    const exports = raw.map((o) => o.value.decodeText());
    const labels = raw.map((o) => (o.display ?? o.value).decodeText());
    const index = pickOption(value, exports, labels);
    if (index === undefined) {
      if (field instanceof PDFDropdown && field.isEditable() && value.trim() !== '') {
        field.select(value);
        return [value];
      }
      return undefined;
    }
    const exported = exports[index]!;
    const label = labels[index]!;
    if (exported === label) {
      field.select(label);
    } else {
      // pdf-lib's select() writes the display text; the specification stores the export value in /V.
      field.acroField.dict.set(PDFName.of('V'), PDFHexString.fromText(exported));
      field.acroField.dict.delete(PDFName.of('I'));
      form.markFieldAsDirty(field.ref);
    }
    return field instanceof PDFOptionList ? labels : [label];
  }
  // Signatures and push buttons take no value.
  return undefined;
}

function toBoolean(value: string | boolean, field: PDFCheckBox): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const v = value.trim().toLowerCase();
  if (/^(yes|y|true|on|checked|x|1)$/.test(v)) return true;
  if (/^(no|n|false|off|unchecked|0)$/.test(v) || v === '') return false;
  // The check box's own on-state name ("Yes", "On", "Choice1").
  const onValues = field.acroField.getWidgets().map((w) => w.getOnValue()?.decodeText().toLowerCase());
  return onValues.includes(v) ? true : undefined;
}

/** Index of the option a value names: exact export value, exact label, then either ignoring case. */
function pickOption(value: string, exports: string[], labels: string[]): number | undefined {
  const exact = exports.indexOf(value);
  if (exact >= 0) return exact;
  const byLabel = labels.indexOf(value);
  if (byLabel >= 0) return byLabel;
  const v = value.trim().toLowerCase();
  const loose = exports.findIndex((e, i) => e.trim().toLowerCase() === v || labels[i]!.trim().toLowerCase() === v);
  return loose >= 0 ? loose : undefined;
}

async function updateAppearances(doc: PDFDocument, form: PDFForm, drawn: string[]): Promise<void> {
  // Fields without appearance streams are regenerated too, so their current text counts as well.
  for (const field of form.getFields()) {
    if (!safely(() => field.needsAppearancesUpdate())) continue;
    if (field instanceof PDFTextField) drawn.push(safely(() => field.getText()) ?? '');
    else if (field instanceof PDFDropdown || field instanceof PDFOptionList) drawn.push(...(safely(() => field.getOptions()) ?? []));
  }
  let font: PDFFont | undefined;
  if (!drawn.every(isWinAnsi)) {
    doc.registerFontkit(subsettingFontkit);
    font = await doc.embedFont(await loadDejaVuSans(), { subset: true });
  }
  let complete = true;
  try {
    form.updateFieldAppearances(font);
  } catch {
    // A field whose appearance cannot be built (a broken /DA, an unusable /MK) keeps its old one.
    complete = false;
  }
  // With every changed field drawn, our appearances are the ones to show: a viewer that regenerates them
  // from /DA draws with the form's WinAnsi font and mangles "Łukasz" (pdf.js does). Only when drawing
  // failed are viewers asked to redraw. Characters DejaVu Sans lacks (CJK) show as missing glyphs either
  // way; the value itself is stored intact.
  form.acroForm.dict.set(PDFName.of('NeedAppearances'), complete ? PDFBool.False : PDFBool.True);
}

/** Keeps viewers from showing the stale XFA form instead of the AcroForm values just written. */
function dropXfa(doc: PDFDocument, form: PDFForm): void {
  if (form.hasXFA()) form.deleteXFA();
  if (doc.catalog.has(PDFName.of('NeedsRendering'))) doc.catalog.delete(PDFName.of('NeedsRendering'));
}

function safely<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
