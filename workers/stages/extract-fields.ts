/**
 * Stage: read the fillable fields of a PDF with pdf-lib, one pass over the field tree.
 */
import {
  PDFArray,
  PDFCheckBox,
  PDFDict,
  PDFDropdown,
  PDFName,
  PDFOptionList,
  PDFRadioGroup,
  PDFRawStream,
  PDFRef,
  PDFSignature,
  PDFStream,
  PDFTextField,
  decodePDFRawStream,
} from '@cantoo/pdf-lib';
import type { PDFDocument, PDFField, PDFWidgetAnnotation } from '@cantoo/pdf-lib';
import type { DocumentInput, ExtractFieldsOutput, FieldInfo, FieldType, Rect, WidgetInfo } from '../../src/shared/protocol.js';
import { createNameReader, indexPages, repairFieldTree, textOf } from '../pdf/form-tree.js';
import type { PageIndex } from '../pdf/form-tree.js';
import { openWithPdfLib, readingStructure } from '../pdf/open-pdf-lib.js';
import { readBox, readPageFrame, toDisplayRect } from '../pdf/page-geometry.js';
import type { PageFrame } from '../pdf/page-geometry.js';

/** Field flag bits (PDF 32000-1 table 221). */
const FLAG_READ_ONLY = 1 << 0;
const FLAG_REQUIRED = 1 << 1;

/**
 * Lists the form's fields with their properties and widget positions. Push buttons are left out (they hold no
 * value). When the field tree reaches no widget but the pages carry widget annotations, the fields are
 * recovered from those widgets and `method` is 'fallback'. XFA-only forms yield an empty list.
 */
export async function extractFields(input: DocumentInput): Promise<ExtractFieldsOutput> {
  const doc = await openWithPdfLib(input);
  return readingStructure(() => {
    const hasAcroForm = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict) !== undefined;
    const repair = repairFieldTree(doc);
    const method = repair.fieldsBefore === 0 && repair.adoptedRoots > 0 ? 'fallback' : 'pdf-lib';
    return { fields: readFields(doc), method, hasAcroForm } satisfies ExtractFieldsOutput;
  });
}

/** Reads every value-holding field of an opened (and repaired) document, in field-tree order. */
export function readFields(doc: PDFDocument): FieldInfo[] {
  const pages = indexPages(doc);
  const frames: PageFrame[] = doc.getPages().map((page) => readPageFrame(page.node));
  const nameOf = createNameReader();
  const fields: FieldInfo[] = [];
  for (const field of doc.getForm().getFields()) {
    const info = readField(field, nameOf(field.acroField.dict), pages, frames);
    if (info) fields.push(info);
  }
  return fields;
}

function readField(field: PDFField, name: string, pages: PageIndex, frames: PageFrame[]): FieldInfo | undefined {
  const type = fieldTypeOf(field);
  if (!type) return undefined;
  const dict = field.acroField.dict;
  const widgetsRaw = safely(() => field.acroField.getWidgets()) ?? [];
  const flags = field.acroField.getFlags();

  const choice = readChoice(field);
  const widgets = widgetsRaw.map((widget, index) => readWidget(widget, index, field, pages, frames));
  const first = widgets[0];

  return {
    name,
    type,
    required: (flags & FLAG_REQUIRED) !== 0,
    readonly: (flags & FLAG_READ_ONLY) !== 0,
    tooltip: nonEmpty(textOf(dict.lookup(PDFName.of('TU'))) ?? textOf(widgetsRaw[0]?.dict.lookup(PDFName.of('TU')))),
    defaultValue: readDefaultValue(field),
    currentValue: readCurrentValue(field),
    textMaxLength: field instanceof PDFTextField ? (safely(() => field.getMaxLength()) ?? null) : null,
    comb: field instanceof PDFTextField ? (safely(() => field.isCombed()) ?? false) : false,
    multiline: field instanceof PDFTextField ? (safely(() => field.isMultiline()) ?? false) : false,
    listbox: field instanceof PDFOptionList,
    options: choice?.options ?? null,
    optionLabels: choice?.labels ?? null,
    formatAction: readFormatAction(dict) ?? (widgetsRaw[0] ? readFormatAction(widgetsRaw[0].dict) : undefined) ?? null,
    page: first?.page ?? 1,
    position: first?.position ?? { x: 0, y: 0, width: 0, height: 0 },
    widgets,
  };
}

function fieldTypeOf(field: PDFField): FieldType | undefined {
  if (field instanceof PDFTextField) return 'text';
  if (field instanceof PDFCheckBox) return 'checkbox';
  if (field instanceof PDFRadioGroup) return 'radio';
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) return 'dropdown';
  if (field instanceof PDFSignature) return 'signature';
  // Push buttons (PDFButton) and unknown terminal types hold no value.
  return undefined;
}

function readWidget(
  widget: PDFWidgetAnnotation,
  index: number,
  field: PDFField,
  pages: PageIndex,
  frames: PageFrame[],
): WidgetInfo {
  // The page whose /Annots lists the widget is where viewers draw it; /P is only a hint and is wrong in
  // files whose pages were copied by tools that did not rewrite it.
  let pageIndex = pages.annotPage.get(widget.dict);
  const unlisted = pageIndex === undefined && pages.annotPage.size > 0;
  if (pageIndex === undefined) {
    const p = widget.dict.get(PDFName.of('P'));
    if (p instanceof PDFRef) pageIndex = pages.pageByRef.get(p.toString());
  }
  pageIndex ??= 0;
  const frame = frames[pageIndex];
  const box = readBox(safely(() => widget.Rect()));
  const position: Rect =
    frame && box ? toDisplayRect(frame, box) : { x: 0, y: 0, width: 0, height: 0 };
  return { page: pageIndex + 1, position, exportValue: widgetExportValue(widget, index, field), ...(unlisted ? { unlisted } : {}) };
}

function widgetExportValue(widget: PDFWidgetAnnotation, index: number, field: PDFField): string | null {
  if (!(field instanceof PDFCheckBox) && !(field instanceof PDFRadioGroup)) return null;
  // With /Opt the on-state names are indices ("0", "1") and /Opt holds the real export values.
  const exported = safely(() => field.acroField.getExportValues())?.[index];
  if (exported) return exported.decodeText();
  return safely(() => widget.getOnValue()?.decodeText()) ?? null;
}

function readChoice(field: PDFField): { options: string[]; labels: string[] } | undefined {
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
    const raw = safely(() => field.acroField.getOptions()) ?? [];
    return {
      options: raw.map((o) => o.value.decodeText()),
      labels: raw.map((o) => (o.display ?? o.value).decodeText()),
    };
  }
  if (field instanceof PDFRadioGroup) {
    const options = unique(safely(() => field.getOptions()) ?? []);
    return { options, labels: options };
  }
  if (field instanceof PDFCheckBox) {
    const onValues = unique(
      (safely(() => field.acroField.getWidgets()) ?? [])
        .map((w) => safely(() => w.getOnValue()?.decodeText()))
        .filter((v): v is string => v !== undefined),
    );
    return onValues.length > 0 ? { options: onValues, labels: onValues } : undefined;
  }
  return undefined;
}

function readCurrentValue(field: PDFField): string | boolean | null {
  if (field instanceof PDFTextField) {
    // Rich-text fields make getText() throw; their plain /V is still the value.
    const text = safely(() => field.getText()) ?? textOf(field.acroField.getInheritableAttribute(PDFName.of('V')));
    return nonEmpty(text);
  }
  if (field instanceof PDFCheckBox) return safely(() => field.isChecked()) ?? false;
  if (field instanceof PDFRadioGroup) return safely(() => field.getSelected()) ?? null;
  if (field instanceof PDFDropdown || field instanceof PDFOptionList) {
    return nonEmpty(safely(() => field.getSelected())?.[0]);
  }
  return null;
}

function readDefaultValue(field: PDFField): string | null {
  const dv = field.acroField.getInheritableAttribute(PDFName.of('DV'));
  const value = dv instanceof PDFRef ? field.acroField.dict.context.lookup(dv) : dv;
  if (value instanceof PDFName) return value.decodeText();
  if (value instanceof PDFArray) return nonEmpty(textOf(value.lookup(0)));
  return nonEmpty(textOf(value));
}

/** The /AA /F (format) action's JavaScript, from a string or a stream. */
function readFormatAction(dict: PDFDict): string | undefined {
  const aa = safely(() => dict.lookupMaybe(PDFName.of('AA'), PDFDict));
  const format = aa ? safely(() => aa.lookupMaybe(PDFName.of('F'), PDFDict)) : undefined;
  const js = format ? safely(() => format.lookup(PDFName.of('JS'))) : undefined;
  if (js instanceof PDFStream) return nonEmpty(decodeJavaScriptStream(js)) ?? undefined;
  return nonEmpty(textOf(js)) ?? undefined;
}

function decodeJavaScriptStream(stream: PDFStream): string | undefined {
  const bytes = safely(() => (stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents()));
  if (!bytes) return undefined;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3));
  // PDFDocEncoding agrees with Latin-1 on everything a script is likely to hold.
  return new TextDecoder('latin1').decode(bytes);
}

function nonEmpty(value: string | undefined | null): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
