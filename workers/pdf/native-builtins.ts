/**
 * Keeps this thread's built-ins native while pdf.js loads.
 *
 * The legacy build of pdf.js (the one that runs on Node 20) bundles core-js, which replaces built-ins of the
 * whole thread when V8 fails one of its conformance probes, even where the difference cannot matter to us:
 * Array.prototype.push (lengths beyond 2^32) and JSON.parse / JSON.stringify (reviver source access). Its
 * replacements are plain JavaScript and several times slower, and every module of the thread pays for them,
 * not just pdf.js: they took about 15 % of text-layer extraction in a CPU profile. open-pdfjs.ts imports this
 * module before pdf.js and its worker half, then calls `restoreNativeBuiltins()`. Additions that Node 20 lacks
 * (Promise.withResolvers, the new Set methods) are left in place: pdf.js needs them.
 */
const nativeBuiltins = {
  push: Array.prototype.push,
  parse: JSON.parse,
  stringify: JSON.stringify,
};

export function restoreNativeBuiltins(): void {
  // Assigned as data properties with the built-ins' own attributes (writable, configurable, not enumerable).
  Object.defineProperty(Array.prototype, 'push', { value: nativeBuiltins.push, writable: true, configurable: true, enumerable: false });
  Object.defineProperty(JSON, 'parse', { value: nativeBuiltins.parse, writable: true, configurable: true, enumerable: false });
  Object.defineProperty(JSON, 'stringify', { value: nativeBuiltins.stringify, writable: true, configurable: true, enumerable: false });
}
