/**
 * The link between pages and the AcroForm field tree, and the repair of forms whose tree does not reach their
 * widgets. Some producers leave widget annotations on the pages with an empty /Fields (macOS Quartz re-saves)
 * or no /AcroForm at all (pages extracted by old pyPdf). Viewers still show those widgets; attaching their
 * root fields to /Fields lets pdf-lib read and fill them like any other field, so extraction and filling share
 * one code path and the same field names.
 */
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRef, PDFString } from '@cantoo/pdf-lib';

/** Deeper field trees than this are treated as cycles. Real forms nest a handful of levels. */
const MAX_DEPTH = 64;

const WIDGET = PDFName.of('Widget');
const SUBTYPE = PDFName.of('Subtype');
const PARENT = PDFName.of('Parent');
const KIDS = PDFName.of('Kids');
const FIELDS = PDFName.of('Fields');
const FT = PDFName.of('FT');
const T = PDFName.of('T');

export interface PageIndex {
  /** Widget (or any annotation) dictionary → 0-based index of the page whose /Annots lists it. */
  annotPage: Map<PDFDict, number>;
  /** Page object reference → 0-based page index, for widgets found through their /P entry. */
  pageByRef: Map<string, number>;
}

/** One pass over every page's /Annots. */
export function indexPages(doc: PDFDocument): PageIndex {
  const annotPage = new Map<PDFDict, number>();
  const pageByRef = new Map<string, number>();
  doc.getPages().forEach((page, pageIndex) => {
    pageByRef.set(page.ref.toString(), pageIndex);
    const annots = lookupArray(page.node, PDFName.of('Annots'));
    if (!annots) return;
    for (let i = 0; i < annots.size(); i++) {
      const annot = safeLookup(annots, i);
      // An annotation listed on two pages is drawn on both; the first page is the one reported.
      if (annot instanceof PDFDict && !annotPage.has(annot)) annotPage.set(annot, pageIndex);
    }
  });
  return { annotPage, pageByRef };
}

export interface TreeRepair {
  /** Terminal-or-not fields reachable from /Fields before the repair. */
  fieldsBefore: number;
  /** Root fields attached to /Fields because only their widgets were reachable (from the pages). */
  adoptedRoots: number;
  /** /Fields entries dropped because they resolve to nothing usable. */
  droppedEntries: number;
}

/**
 * Makes every widget annotation on the pages reachable from /AcroForm /Fields, creating /AcroForm when it is
 * missing, and drops /Fields entries pdf-lib would crash on. Mutates the document in memory only.
 */
export function repairFieldTree(doc: PDFDocument): TreeRepair {
  const { context } = doc;
  const acroDict = doc.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict);
  const reachable = new Set<PDFDict>();
  let droppedEntries = 0;

  const fieldsArray = acroDict ? lookupArray(acroDict, FIELDS) : undefined;
  if (fieldsArray) {
    // pdf-lib casts every /Fields entry to a reference of a dictionary and throws on anything else.
    const kept: PDFRef[] = [];
    for (let i = 0; i < fieldsArray.size(); i++) {
      const entry = fieldsArray.get(i);
      const dict = safeLookup(fieldsArray, i);
      if (entry instanceof PDFRef && dict instanceof PDFDict) kept.push(entry);
      else droppedEntries++;
    }
    if (droppedEntries > 0) acroDict?.set(FIELDS, context.obj(kept));
    for (const ref of kept) markSubtree(context.lookup(ref) as PDFDict, reachable, 0);
  }
  const fieldsBefore = [...reachable].filter((d) => d.has(T)).length;

  let adoptedRoots = 0;
  for (const page of doc.getPages()) {
    const annots = lookupArray(page.node, PDFName.of('Annots'));
    if (!annots) continue;
    for (let i = 0; i < annots.size(); i++) {
      const annot = safeLookup(annots, i);
      if (!(annot instanceof PDFDict) || annot.get(SUBTYPE) !== WIDGET || reachable.has(annot)) continue;
      const listed = annots.get(i);
      let entry: PDFRef;
      if (listed instanceof PDFRef) {
        entry = listed;
      } else {
        // A direct widget dictionary cannot be a field-tree node (/Fields and /Kids hold references).
        entry = context.register(annot);
        annots.set(i, entry);
      }
      const root = findRoot(annot, entry);
      if (!root || reachable.has(root.dict) || !hasFieldType(root.dict)) continue;
      if (!root.dict.has(T)) {
        // A field without a name cannot be addressed; give it a stable one derived from its position in
        // the page order, so extraction and filling (which both run this repair) agree on it.
        root.dict.set(T, PDFString.of(`widget_${adoptedRoots + 1}`));
      }
      doc.catalog.getOrCreateAcroForm().addField(root.ref);
      markSubtree(root.dict, reachable, 0);
      adoptedRoots++;
    }
  }
  return { fieldsBefore, adoptedRoots, droppedEntries };
}

function findRoot(dict: PDFDict, ref: PDFRef): { dict: PDFDict; ref: PDFRef } | undefined {
  let node = dict;
  let nodeRef = ref;
  for (let depth = 0; depth < MAX_DEPTH; depth++) {
    const parentRef = node.get(PARENT);
    if (!(parentRef instanceof PDFRef)) return { dict: node, ref: nodeRef };
    const parent = node.context.lookup(parentRef);
    if (!(parent instanceof PDFDict)) return { dict: node, ref: nodeRef };
    node = parent;
    nodeRef = parentRef;
  }
  return undefined;
}

function markSubtree(dict: PDFDict, reachable: Set<PDFDict>, depth: number): void {
  if (depth > MAX_DEPTH || reachable.has(dict)) return;
  reachable.add(dict);
  const kids = lookupArray(dict, KIDS);
  if (!kids) return;
  for (let i = 0; i < kids.size(); i++) {
    const kid = safeLookup(kids, i);
    if (kid instanceof PDFDict) markSubtree(kid, reachable, depth + 1);
  }
}

function hasFieldType(dict: PDFDict): boolean {
  // The type may sit on any descendant that is a terminal field, so look down as well as at the root.
  const stack: [PDFDict, number][] = [[dict, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.get(FT) instanceof PDFName) return true;
    const kids = depth < MAX_DEPTH ? lookupArray(node, KIDS) : undefined;
    if (!kids) continue;
    for (let i = 0; i < kids.size(); i++) {
      const kid = safeLookup(kids, i);
      if (kid instanceof PDFDict) stack.push([kid, depth + 1]);
    }
  }
  return false;
}

function lookupArray(dict: PDFDict, key: PDFName): PDFArray | undefined {
  try {
    const value = dict.lookup(key);
    return value instanceof PDFArray ? value : undefined;
  } catch {
    return undefined;
  }
}

function safeLookup(array: PDFArray, index: number): unknown {
  try {
    return array.lookup(index);
  } catch {
    return undefined;
  }
}

/** Text of a PDF string object, or undefined for anything else. */
export function textOf(value: unknown): string | undefined {
  if (value instanceof PDFString || value instanceof PDFHexString) return value.decodeText();
  return undefined;
}

/**
 * `field.getName()` with the parents' names computed once. pdf-lib rebuilds every ancestor's name (decoding
 * each /T again) for every field, which was a third of reading a 700-field form. Same result, including
 * pdf-lib's "undefined" for a nameless ancestor.
 */
export function createNameReader(): (dict: PDFDict) => string {
  const cache = new Map<PDFDict, string | undefined>();
  const qualified = (dict: PDFDict, depth: number): string | undefined => {
    if (cache.has(dict)) return cache.get(dict);
    let partial: string | undefined;
    try {
      partial = textOf(dict.lookup(T));
    } catch {
      partial = undefined;
    }
    const parentRef = dict.get(PARENT);
    let parent: unknown;
    try {
      parent = parentRef instanceof PDFRef ? dict.context.lookup(parentRef) : undefined;
    } catch {
      parent = undefined;
    }
    const name = parent instanceof PDFDict && depth < MAX_DEPTH ? `${qualified(parent, depth + 1)}.${partial}` : partial;
    cache.set(dict, name);
    return name;
  };
  return (dict) => qualified(dict, 0) ?? '';
}
