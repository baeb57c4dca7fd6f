/** Fields and descriptions for mapping tests that need no PDF: a form's widgets as the stages would list them. */
import type { FieldDescription, FieldInfo } from '../../src/shared/protocol.js';
import { mapValuesWith } from '../../workers/stages/map-values.js';

export interface Box {
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** A field on page 1 with one widget at `box`; check boxes export "Yes". */
export function fieldAt(name: string, type: FieldInfo['type'], box: Box, extra: Partial<FieldInfo> = {}): FieldInfo {
  const position = { x: box.x, y: box.y, width: box.width ?? 120, height: box.height ?? 12 };
  return {
    name, type, required: false, readonly: false, tooltip: null, defaultValue: null, currentValue: null,
    textMaxLength: null, comb: false, multiline: false, listbox: false, options: type === 'checkbox' ? ['Yes'] : null, optionLabels: null,
    formatAction: null, page: 1, position, widgets: [{ page: 1, position, exportValue: null }], ...extra,
  };
}

/** A trusted description: the printed label, and the rows around it (the label alone when not given). */
export function described(name: string, mainText: string, contextText = mainText): FieldDescription {
  return { name, mainText, contextText, confidence: 0.9, reasoning: '' };
}

/** The values the rules assign (no models loaded), by field name. */
export async function mappedValues(fields: FieldInfo[], descriptions: FieldDescription[], data: string): Promise<Record<string, string | boolean>> {
  const { assignments } = await mapValuesWith({ fields, descriptions, data }, {});
  return Object.fromEntries(assignments.map((a) => [a.name, a.value]));
}
