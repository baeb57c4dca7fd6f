/**
 * "The firm's address box still says "foobar" from the template. Replace it with 1180 Regent St, …": a sentence
 * names a box, the next one says what to put in "it". Read apart, the value's sentence names nothing; here the
 * line is rewritten so that the box's name keys the value: "… from the template. firm's address: 1180 Regent St, …".
 */

/** A sentence naming "the … box" (or field, or line), then one putting a value in "it". */
const BOX_THEN_IT = /^(.*?\b[Tt]he\s+([\p{L}'’ -]{2,40}?)\s+(?:box|field|blank)\b[^.!?]*[.!?])\s+(?:please\s+|just\s+)?(?:replace|change|update|set|fill|overwrite)\s+(?:it|that|this)\s+(?:in\s+)?(?:with|to)\s+(\S.*)$/iu;

export function withBoxNamedBefore(line: string): string {
  const m = line.match(BOX_THEN_IT);
  return m ? `${m[1]} ${m[2]!.trim()}: ${m[3]}` : line;
}
