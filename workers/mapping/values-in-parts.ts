/**
 * A value sent in parts, each under its key with the part's number: "backstory part 1/2: Olwen tended …" and
 * "backstory part 2/2: She left the forest …" (a chat's message or a text message cut to its length). Read as written,
 * each part is a value of a key no form has. Here the parts, when all of them are given, become one value under the
 * key, in the parts' order, where the first part was.
 */

/** "backstory part 1/2", "Allies (2 of 3)", "notes pt. 1/2" (1 the key, 2 the part, 3 the parts). */
const KEY_OF_PART = /^(.*?\S)\s*,?\s*\(?\s*(?:part|pt\.?)?\s*(\d)\s*(?:\/|of)\s*(\d)\s*\)?$/i;

export function withValuesInPartsJoined<F extends { key: string; value: string; source: string }>(facts: F[]): F[] {
  const parts = new Map<string, { fact: F; part: number; of: number }[]>();
  for (const fact of facts) {
    const m = fact.source === 'line' ? fact.key.match(KEY_OF_PART) : null;
    if (!m || Number(m[3]) < 2 || Number(m[2]) > Number(m[3])) continue;
    const base = m[1]!.toLowerCase();
    parts.set(base, [...(parts.get(base) ?? []), { fact, part: Number(m[2]), of: Number(m[3]) }]);
  }
  const joined = new Set<F>();
  for (const [, given] of parts) {
    const of = given[0]!.of;
    const ordered = [...given].sort((a, b) => a.part - b.part);
    if (ordered.length !== of || ordered.some((p, k) => p.part !== k + 1 || p.of !== of)) continue;
    const first = ordered[0]!.fact;
    // (A part's full stop, taken off its value as a line's is, ends its sentence again before the next part's capital.)
    first.value = ordered.map((p) => p.fact.value.trim()).reduce((joined, part) => `${joined}${/[.!?;:,]$/.test(joined) || !/^\p{Lu}/u.test(part) ? '' : '.'} ${part}`);
    first.key = first.key.match(KEY_OF_PART)![1]!;
    for (const p of ordered.slice(1)) joined.add(p.fact);
  }
  return facts.filter((fact) => !joined.has(fact));
}
