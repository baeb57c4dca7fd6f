/**
 * A keyed line whose value answers yes or no and then gives the details after a colon of its own: "Third party
 * designee: yes, please list me so the IRS can call me instead of her: Paulo Carvalho, (774) 555-0163, PIN 58214".
 * Read as one value, the answer and the words around it bury the details. The line becomes two: the key's answer
 * ("Third party designee: yes") and the key's details ("Third party designee: Paulo Carvalho, …").
 */

/** "Key: yes, <words>: <details>". */
// (The words between are a sentence of four words or more: in "Tomas: no. ln 5: 4" they are the next key.)
const ANSWER_THEN_DETAILS = /^(\s*(?:[-*•]\s+)?[\p{L}][\p{L}\d '’/&()-]{1,40}?):\s*(yes|no)\b[,;.]?\s+((?:[^:\s]+\s+){3,}[^:]*?):\s+(\S.*)$/iu;

export function withAnswerThenDetailsApart(line: string): string {
  const m = line.match(ANSWER_THEN_DETAILS);
  return m && m[3]!.length <= 80 ? `${m[1]}: ${m[2]}\n${m[1]!.replace(/^\s*[-*•]\s+/, '')}: ${m[4]}` : line;
}
