/**
 * From PDF user space (origin bottom-left of the MediaBox, y up, unrotated) to the coordinates the service
 * reports: PDF points on the page as displayed (after CropBox and /Rotate), origin top-left, y down. pdf.js's
 * viewports use the same frame, so field boxes line up with the text layer's boxes.
 */
import { PDFArray, PDFNumber } from '@cantoo/pdf-lib';
import type { PDFPageLeaf } from '@cantoo/pdf-lib';
import type { Rect } from '../../src/shared/protocol.js';

export interface PageFrame {
  /** The visible box in user space, normalised so x0 < x1 and y0 < y1. */
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  rotation: 0 | 90 | 180 | 270;
  /** Size as displayed (swapped for 90 and 270). */
  width: number;
  height: number;
}

type Box = [number, number, number, number];

/** US Letter, for the rare page whose MediaBox cannot be read at all. */
const FALLBACK_BOX: Box = [0, 0, 612, 792];

export function readPageFrame(node: PDFPageLeaf): PageFrame {
  const media = readBox(safely(() => node.MediaBox())) ?? FALLBACK_BOX;
  const crop = readBox(safely(() => node.CropBox()));
  // Viewers show the CropBox clipped to the MediaBox; a CropBox that misses the MediaBox entirely is ignored,
  // as pdf.js does.
  let view = media;
  if (crop) {
    const clipped: Box = [
      Math.max(media[0], crop[0]),
      Math.max(media[1], crop[1]),
      Math.min(media[2], crop[2]),
      Math.min(media[3], crop[3]),
    ];
    if (clipped[2] > clipped[0] && clipped[3] > clipped[1]) view = clipped;
  }
  const rotation = normaliseRotation(safely(() => node.Rotate()?.asNumber()) ?? 0);
  const w = view[2] - view[0];
  const h = view[3] - view[1];
  const swapped = rotation === 90 || rotation === 270;
  return {
    x0: view[0],
    y0: view[1],
    x1: view[2],
    y1: view[3],
    rotation,
    width: swapped ? h : w,
    height: swapped ? w : h,
  };
}

/** Maps an annotation /Rect (any corner order) to a displayed-page rectangle. */
export function toDisplayRect(frame: PageFrame, rect: Box): Rect {
  const a = toDisplayPoint(frame, rect[0], rect[1]);
  const b = toDisplayPoint(frame, rect[2], rect[3]);
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return {
    x: round2(x),
    y: round2(y),
    width: round2(Math.abs(a.x - b.x)),
    height: round2(Math.abs(a.y - b.y)),
  };
}

export function toDisplayPoint(frame: PageFrame, ux: number, uy: number): { x: number; y: number } {
  // Unrotated, top-down: distance from the left and from the top of the visible box.
  const left = ux - frame.x0;
  const top = frame.y1 - uy;
  switch (frame.rotation) {
    case 90: // displayed turned clockwise: the box's bottom edge becomes the left edge
      return { x: uy - frame.y0, y: left };
    case 180:
      return { x: frame.x1 - ux, y: uy - frame.y0 };
    case 270:
      return { x: top, y: frame.x1 - ux };
    default:
      return { x: left, y: top };
  }
}

/** Reads a [x1 y1 x2 y2] array, tolerating indirect numbers and any corner order. */
export function readBox(array: PDFArray | undefined): Box | undefined {
  if (!(array instanceof PDFArray) || array.size() < 4) return undefined;
  const n: number[] = [];
  for (let i = 0; i < 4; i++) {
    const value = array.lookup(i);
    if (!(value instanceof PDFNumber) || !Number.isFinite(value.asNumber())) return undefined;
    n.push(value.asNumber());
  }
  const [ax, ay, bx, by] = n as Box;
  return [Math.min(ax, bx), Math.min(ay, by), Math.max(ax, bx), Math.max(ay, by)];
}

function normaliseRotation(degrees: number): PageFrame['rotation'] {
  // /Rotate must be a multiple of 90 but files carry -90, 450 and the odd 89.99.
  const quarter = ((Math.round(degrees / 90) % 4) + 4) % 4;
  return (quarter * 90) as PageFrame['rotation'];
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
