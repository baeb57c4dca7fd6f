/**
 * A licence or permit printout that names the holder's identity document in two lines:
 *
 *     ID TYPE:      IL DRIVERS LICENSE
 *     ID NO:        B653-7742-9018
 *
 * Read as written, "ID NO" is a number of nothing the form asks for, and the state that issued the document is part of
 * a type. Here the two lines become the document's number and its state, keyed as a form keys them and by the holder
 * the record names ("Brandenburg's DRIVERS LICENSE number: B653-7742-9018", "Brandenburg's DRIVERS LICENSE state: IL").
 */

/** The type's line (1 indent, 2 the issuing state, 3 the kind of document), then the number's (4 indent, 5 number). */
const ID_TYPE_THEN_NUMBER = /^([ \t]*)ID[ \t]+TYPE[ \t]*:[ \t]*(?:([A-Z]{2})[ \t]+)?(DRIVER['’]?S?[ \t]+LICEN[CS]E|STATE[ \t]+ID(?:[ \t]+CARD)?|PASSPORT)[ \t]*\n([ \t]*)ID[ \t]*(?:NO\.?|NUMBER|#)[ \t]*:[ \t]*(\S+)[ \t]*$/gimu;

export function withIdTypeAndNumberKeyed(text: string): string {
  return text.replace(ID_TYPE_THEN_NUMBER, (_whole, indent: string, state: string | undefined, kind: string, indentNext: string, number: string, at: number) => {
    // (The holder's name keyed a few lines above, in the same block, says whose document it is: "NAME: TYLER J
    // BRANDENBURG" over the buyer's licence.)
    // (By the family name, as the holder's other lines name them: "Brandenburg's DRIVERS LICENSE number".)
    const holder = holderAbove(text.slice(0, at))?.split(/\s+/).pop();
    const whose = holder ? `${holder}'s ` : '';
    return [`${indent}${whose}${kind} number: ${number}`, ...(state ? [`${indentNext}${whose}${kind} state: ${state}`] : [])].join('\n');
  });
}

/** "NAME:         TYLER J BRANDENBURG": a holder's name keyed on a line of the record (1). */
const NAME_LINE = /^[ \t]*(?:FULL[ \t]+)?NAME[ \t]*:[ \t]*(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){1,3})[ \t]*$/iu;
/** The most lines between the holder's name and the document's type. */
const HOLDER_LINES = 8;

/** The name keyed on one of the lines just before, up to a blank line; in capitals, spelt as a name. */
function holderAbove(before: string): string | undefined {
  const lines = before.split('\n').slice(0, -1).reverse();
  for (const line of lines.slice(0, HOLDER_LINES)) {
    if (line.trim() === '') return undefined;
    const name = line.match(NAME_LINE)?.[1];
    if (name) return name.replace(/\p{L}+/gu, (word) => (word === word.toUpperCase() && word.length > 1 ? `${word[0]}${word.slice(1).toLowerCase()}` : word));
  }
  return undefined;
}
