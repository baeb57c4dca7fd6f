/**
 * Details of an item described in prose the way bills of sale and registrations ask for them: its make, its
 * model and, for firearms, its calibre ("a Remington, model 870 Express pump-action, 12 gauge"; "made by
 * Glock, model 19, 9mm Luger"). Each is found by the words that always come with it ("model", "made by", a
 * gauge or calibre unit), never by brand lists, so unknown makes are read as well as known ones.
 */

export interface ItemDetail {
  /** Words that say what the value is, as a field's label would ("make manufacturer brand"). */
  key: string;
  value: string;
  start: number;
}

/** "model 870 Express pump-action", "model no. XR-200": the value runs to the end of its clause. */
// ('type/model "BPS Field pump-action shotgun"': or in quotes.)
const MODEL = /\bmodel\s+(?:no\.?\s*|number\s+|#\s*)?["“]?([\p{Lu}\d][\p{L}\d./-]*(?:\s+(?!(?:and|with|in|for|from|to|by|which|that)\b)[\p{L}\d][\p{L}\d./-]*){0,5})(?=["”]|\s*(?:[,;()]|\.\s|\.?$|\s(?:and|with|in|for|from|to|by|which|that)\b))/gu;

/** "make Browning", "Make: Smith & Wesson", "brand is Ruger": a maker keyed as such. */
const MAKE_KEYED = /\b(?:[Mm]ake|[Mm]anufacturer|[Bb]rand)(?:\s*:|\s+is)?\s+\p{Lu}/u;

/** A capitalised name right before "model" ("a Remington, model 870", "my Honda model …"): the maker. */
const MAKE_BEFORE_MODEL = /\b(?:an?|the|my|our|his|her|their|this|one)\s+(\p{Lu}[\p{L}\d&'’.-]*(?:\s+\p{Lu}[\p{L}\d&'’.-]*){0,2}),?\s+model\b/gu;

/** "made by Remington", "manufactured by Smith & Wesson". */
const MADE_BY = /\b(?:made|manufactured|built|produced)\s+by\s+(\p{Lu}[\p{L}\d'’.-]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}\d'’.-]*){0,2})/gu;

/**
 * Calibres and gauges as written: "12 gauge", "20-ga", ".308 Win", ".22 LR", ".30-06", "9mm Luger", "5.56 mm
 * NATO", "30 caliber". The unit (or the cartridge's name after a leading point) is what makes a number a
 * calibre; a bare ".50" could be money or a decimal and is not read.
 */
const CALIBRES = [
  /\b\d{1,2}[\s-]?(?:gauge|ga\b\.?|bore\b)/giu,
  /(?<![\w.$])\.\d{2,3}-\d{2}\b(?:\s(?:Springfield|Sprg?|Win(?:chester)?))?|(?<![\w.$])\.\d{2,3}\s?(?:cal(?:iber|ibre)?\b\.?|(?:Win(?:chester)?|Rem(?:ington)?|Mag(?:num)?|Spl|Special|Auto|ACP|LR|WMR|S&W|Spr(?:ingfield)?|Creedmoor|Short|Long|Colt|Nitro|Sig|H&H|NATO|Super|BMG)\b)/gu,
  /\b\d{1,2}(?:[.,]\d{1,2})?\s?mm\b(?:\s(?:Luger|Parabellum|Makarov|NATO|Auto|Mauser|Creedmoor|Kurz|Short))?/giu,
  /\b\d{2,3}\s?(?:cal(?:iber|ibre)?)\b/giu,
  // Handgun calibres said without their point ("three fifty seven magnum" → "357 magnum"): written with it below.
  /\b\d{2,3}\s?(?:Magnum|Mag|Special|Spl|ACP|Auto|LR|WMR)\b/giu,
  // Metric cartridges named without "mm": "6.5 Creedmoor", "6.5 Grendel", "5.56 NATO", "7.62x39". (Not a scope's
  // power and lens, "Vortex Crossfire 3-9x40".)
  /\b\d(?:\.\d{1,2})?\s?(?:Creedmoor|PRC|Grendel|Swedish|Swede|Arisaka|Carcano|Mannlicher|NATO)\b|(?<!\d-)\b\d(?:\.\d{1,2})?x\d{2}(?:R|mm)?\b/gu,
];

/**
 * A maker's name and a model number at the end of the text before a calibre: "Mossberg 500, ", "Browning X-Bolt
 * Hunter, " (a model name is a number or a word with a digit or a hyphen, then up to two capitalised words).
 */
// ("The 725 Field, 12 gauge": a word that points at the thing is no maker's name.)
const MAKE_NUMBER_BEFORE_CALIBRE = /(?<![\p{L}\d])(?!(?:The|A|An|My|His|Her|Their|Our|This|That|Your|Its)\s)(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+)?)\s+((?:\d[\p{L}\d./-]*|\p{Lu}[\p{L}\d]*[-\d][\p{L}\d./-]*)(?:\s+\p{Lu}[\p{L}\d-]*){0,2}),?\s*(?:in\s+|chambered\s+in\s+)?$/u;

/**
 * "Glock 19 Gen5 pistol", "Ruger 10/22 Carbine rifle": a receipt's item line names the maker, then the model
 * number and what kind of firearm it is, which together are the type and model.
 */
const MAKE_NUMBER_KIND = /(?<![\p{L}\d])(?!(?:The|A|An|My|His|Her|Their|Our|This|That|Your|Its)\s)(\p{Lu}[\p{L}&'’-]+(?:\s+\p{Lu}[\p{L}&'’-]+)?)\s+((?:\d[\p{L}\d./-]*|\p{Lu}[\p{L}\d]*[-\d][\p{L}\d./-]*)(?:\s+[\p{L}\d-]+){0,3}?\s+(?:pistol|rifle|shotgun|revolver|carbine|handgun))\b/iu;

/** "357 magnum" → ".357 Magnum": an inch calibre said without its point is written with it. */
/** "SHOTGUN  REMINGTON  870 EXPRESS  12 GA" (1 the make, 2 the model), before the next column or the calibre. */
// (The ticket's columns stand two spaces or more apart: "336C  LEVER ACTION" ends the model at "336C".)
const KIND_MAKE_NUMBER = /\b(?:PISTOL|RIFLE|SHOTGUN|REVOLVER|CARBINE|HANDGUN)\s+([A-Z][A-Z&'’-]+(?:\s[A-Z][A-Z&'’-]+)?)\s+(\d[\p{L}\d./-]*(?:\s[A-Z][A-Z\d-]*)?)(?=\s{2,}|\s+\d|\s*$)/u;

function writtenCalibre(text: string): string {
  const m = text.match(/^(\d{2,3})\s?(magnum|mag|special|spl|acp|auto|lr|wmr)$/i);
  if (!m) return text;
  const word = m[2]!.length <= 3 && m[2]!.toLowerCase() !== 'mag' && m[2]!.toLowerCase() !== 'spl' ? m[2]!.toUpperCase() : `${m[2]![0]!.toUpperCase()}${m[2]!.slice(1).toLowerCase()}`;
  return `.${m[1]} ${word}`;
}

export const MAKE_KEY = 'make manufacturer brand';
export const MODEL_KEY = 'model';
export const CALIBRE_KEY = 'caliber gauge';

/** The make, model and calibre a sentence states, each at most once (the first found). */
export function findItemDetails(sentence: string): ItemDetail[] {
  const out: ItemDetail[] = [];
  const model = [...sentence.matchAll(MODEL)][0];
  if (model) out.push({ key: MODEL_KEY, value: model[1]!.trim(), start: (model.index ?? 0) + model[0].indexOf(model[1]!) });
  const make = [...sentence.matchAll(MAKE_BEFORE_MODEL)][0] ?? [...sentence.matchAll(MADE_BY)][0];
  if (make) out.push({ key: MAKE_KEY, value: make[1]!.replace(/[.,]+$/, ''), start: (make.index ?? 0) + make[0].indexOf(make[1]!) });
  // (Not where the make is keyed as such, "make Browning, … BPS Field pump-action shotgun": the words are read as keyed.)
  // ("Qty 1  SHOTGUN  REMINGTON  870 EXPRESS  12 GA  PUMP": a ticket's description puts the kind first, then the make and
  // the model.)
  const kind = model || make || MAKE_KEYED.test(sentence) ? null : (sentence.match(KIND_MAKE_NUMBER) ?? sentence.match(MAKE_NUMBER_KIND));
  if (kind) {
    const start = kind.index ?? 0;
    out.push({ key: MAKE_KEY, value: kind[1]!, start });
    out.push({ key: MODEL_KEY, value: kind[2]!, start: start + kind[0].indexOf(kind[2]!, kind[1]!.length) });
  }
  const calibres = CALIBRES.flatMap((re) => [...sentence.matchAll(re)]).sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
  const calibre = calibres[0];
  if (calibre) {
    out.push({ key: CALIBRE_KEY, value: writtenCalibre(calibre[0].trim().replace(/\.$/, '')), start: calibre.index ?? 0 });
    // "Mossberg 500, 20 gauge", "a Glock 19, 9mm": right before a calibre, a name and a number are the make
    // and the model, written without the word "model".
    const named = model || make || kind ? null : sentence.slice(0, calibre.index ?? 0).match(MAKE_NUMBER_BEFORE_CALIBRE);
    if (named) {
      const start = named.index ?? 0;
      out.push({ key: MAKE_KEY, value: named[1]!, start });
      out.push({ key: MODEL_KEY, value: named[2]!, start: start + named[0].indexOf(named[2]!, named[1]!.length) });
    }
  }
  return out;
}
