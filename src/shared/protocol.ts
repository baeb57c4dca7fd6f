/**
 * The task protocol between the main thread and the worker pool: every task's name, input and output.
 *
 * Only plain data and typed arrays cross. PDF bytes travel as a Uint8Array over a SharedArrayBuffer, so the
 * per-page tasks of one document all read the same upload without copying it. Every task resolves to a
 * `TaskResult`: errors come back as data (see errors.ts), never as thrown objects.
 */
import type { WireError } from './errors.js';
import type { OcrEngineLimits } from './limits.js';

// ---------------------------------------------------------------------------------------------------------
// Geometry and text

export interface Vertex {
  x: number;
  y: number;
}

/** Four corners, clockwise from top-left of the text as read, normalised to 0..1 of the displayed page. */
export interface BoundingBox {
  vertices: [Vertex, Vertex, Vertex, Vertex];
  normalized: true;
}

export interface TextElement {
  text: string;
  boundingBox: BoundingBox;
  /** 0..1 */
  confidence: number;
}

export interface PageDimensions {
  /** Width of the page as displayed (after /Rotate), in PDF points. */
  width: number;
  height: number;
  unit: 'pt';
}

/** How a page's text was obtained. */
export type TextSource = 'text-layer' | 'ocr' | 'none';

export interface PageText {
  pageNumber: number;
  dimensions: PageDimensions;
  text: string;
  /** Mean of the token confidences; 0 when the page has no tokens. */
  confidence: number;
  source: TextSource;
  blocks: TextElement[];
  paragraphs: TextElement[];
  lines: TextElement[];
  tokens: TextElement[];
}

// ---------------------------------------------------------------------------------------------------------
// Form fields

export type FieldType = 'text' | 'checkbox' | 'radio' | 'dropdown' | 'signature';

/** A rectangle in PDF points with the origin at the top-left of the displayed page and y growing downward. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WidgetInfo {
  /** 1-based page number. */
  page: number;
  position: Rect;
  /** For checkbox and radio widgets: the export value this widget stands for (its "on" state name). */
  exportValue: string | null;
  /** No page's /Annots lists this widget, while other widgets are listed: viewers neither show nor print it. */
  unlisted?: boolean;
}

export interface FieldInfo {
  /** Fully qualified name, as pdf-lib's `getName()` returns it. */
  name: string;
  type: FieldType;
  required: boolean;
  readonly: boolean;
  tooltip: string | null;
  /** The field's reset default (/DV), or null. */
  defaultValue: string | null;
  /** The value the field holds now: string for text/dropdown/radio, boolean for checkbox, null when empty. */
  currentValue: string | boolean | null;
  textMaxLength: number | null;
  comb: boolean;
  multiline: boolean;
  /** A list box (as opposed to a combo box) among choice fields; reported as type "dropdown". */
  listbox: boolean;
  /** Export values of dropdown/list/radio fields and checkbox "on" values; null when there are none. */
  options: string[] | null;
  /** Display labels parallel to `options` where the PDF gives them, else the same as options. */
  optionLabels: string[] | null;
  /** JavaScript format action (e.g. `AFDate_FormatEx("mm/dd/yyyy")`), when the field has one. */
  formatAction: string | null;
  /** Page and position of the first widget. */
  page: number;
  position: Rect;
  widgets: WidgetInfo[];
}

export type ExtractionMethod = 'pdf-lib' | 'fallback';

// ---------------------------------------------------------------------------------------------------------
// Tasks

/** Every task receives the upload and, when the client sent one, the PDF's password. */
export interface DocumentInput {
  pdf: Uint8Array;
  password?: string | undefined;
}

export interface InspectOutput {
  pageCount: number;
  encrypted: boolean;
  hasAcroForm: boolean;
}

export interface ExtractFieldsOutput {
  fields: FieldInfo[];
  method: ExtractionMethod;
  hasAcroForm: boolean;
}

export interface ExtractTextLayerInput extends DocumentInput {
  /** 1-based page numbers to read; all pages when omitted. */
  pages?: number[];
}

export interface ExtractTextLayerOutput {
  /** One entry per requested page, in page order. Pages with no usable text layer have source 'none'. */
  pages: PageText[];
}

export interface OcrPageInput extends DocumentInput {
  pageNumber: number;
  /** Tesseract language code, e.g. "eng". */
  language: string;
}

export interface FieldDescription {
  name: string;
  /** The field's visible label on the page, or its tooltip, or its name made readable. */
  mainText: string;
  /** The line or section around the label. */
  contextText: string;
  confidence: number;
  reasoning: string;
  /**
   * For a list whose options fall under another list's, as the form's own table of codes and sub-codes prints them:
   * that list, and the option of it each of this list's options falls under (choosing one chooses the other).
   */
  optionOf?: { list: string; parentOf: Record<string, string> };
  /** The form's section the field sits in ("B" under "Section B – Training Course Data"), where the form has sections. */
  section?: string;
  /** The worksheet the field sits in ("Deductions Worksheet"), where a page prints worksheet titles. */
  worksheet?: string;
}

export interface DescribeFieldsInput {
  fields: FieldInfo[];
  pages: PageText[];
}

export interface ValueAssignment {
  name: string;
  value: string | boolean;
  confidence: number;
  reasoning: string;
  /**
   * The field is read-only only while the form's script runs, and the filled copy has none: the AR-11's unit number
   * until its "Apt." box is ticked, a table's total column the XFA works out (the 733's cost basis). Filling clears
   * the flag. Without it, read-only fields are never written.
   */
  unlocksReadOnly?: boolean;
}

export interface MapValuesInput {
  fields: FieldInfo[];
  descriptions: FieldDescription[];
  data: string;
}

export interface MapValuesOutput {
  assignments: ValueAssignment[];
  /** Fields left empty that had candidates: the best one and why it was not written (for the debug log). */
  considered: ConsideredValue[];
}

/** The best value considered for a field that was left empty. */
export interface ConsideredValue {
  name: string;
  value: string | boolean;
  score: number;
  reasoning: string;
}

export interface FillFormInput extends DocumentInput {
  assignments: ValueAssignment[];
}

export interface FillFormOutput {
  pdf: Uint8Array;
  filledFields: number;
  timing: { fieldFilling: number; pdfGeneration: number };
}

/** The table of tasks: name → [input, output]. The worker entry implements exactly these. */
export interface TaskTable {
  inspect: [DocumentInput, InspectOutput];
  extractFields: [DocumentInput, ExtractFieldsOutput];
  extractTextLayer: [ExtractTextLayerInput, ExtractTextLayerOutput];
  ocrPage: [OcrPageInput, PageText];
  describeFields: [DescribeFieldsInput, FieldDescription[]];
  mapValues: [MapValuesInput, MapValuesOutput];
  fillForm: [FillFormInput, FillFormOutput];
}

export type TaskName = keyof TaskTable;

/** Settings every worker thread receives once, as its `workerData`. */
export interface WorkerSettings {
  ocrEngine: Partial<OcrEngineLimits>;
  /** Nice value of each worker thread (workers/thread-priority.ts); 0 leaves it. */
  nice: number;
}

export interface TaskMessage<N extends TaskName = TaskName> {
  task: N;
  input: TaskTable[N][0];
  /**
   * For tasks the pool never interrupts (see worker-pool.ts): set to 1 by the main thread when the request is
   * abandoned, read by the worker before it starts the task, which then returns at once.
   */
  cancelled?: Int32Array;
}

/** A task's outcome, with the time its stage ran inside the worker (the rest of a round trip is queue and transfer). */
export type TaskResult<T> = ({ ok: true; value: T } | { ok: false; error: WireError }) & { stageMs: number };
