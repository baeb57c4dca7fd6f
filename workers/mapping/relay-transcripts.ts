/**
 * A relay service's call transcript (IP Relay, a TTY call typed out by the relay operator): the caller types in
 * capitals with the TTY's habits, which are no part of what they say:
 *
 *     CALLER: 471 55 2093 XX 471 55 2039 SORRY FAT FINGERS GA
 *     (CA: RINGING 1X 2X)  (CA: ANSWERED, FEMALE VOICE)
 *
 * "GA" (go ahead) and "SK" (stop keying) end a turn; "Q" is a question mark; "XX" erases what was typed just before
 * it, as much as is typed again after it (three groups of digits for three, one amount for one, a word otherwise);
 * the operator's own notes in brackets ("CA: …") say nothing of the caller. Each goes, the erased words with their
 * "XX"; a Social Security number typed with spaces takes its dashes. A plain function of the text; a text with fewer turns ended so is left as it is.
 */

/** " GA", " SK", " GA SK" at the end of a turn. */
const TURN_END = /\s+(?:GA|SK)(?:\s+(?:GA|SK))*\s*$/;
/** The fewest turns so ended that make a relay transcript. */
const MIN_TURNS = 3;
/** "(CA: RINGING 1X 2X)": the relay operator's note on the call. */
const OPERATOR_NOTE = /\(\s*CA\s*:[^()]*\)/g;
/** "THAT Q", "KARAS SSN Q ITS 3": a TTY's question mark, a "Q" standing alone. */
const QUESTION_MARK = /\s+Q(?=\s|$)/g;
/** "471 55 2039": a Social Security number typed with spaces for its dashes. */
const SPACED_SSN = /(?<![\d-])(\d{3}) (\d{2}) (\d{4})(?![\d-])/g;
/** "CALLER: OWEN T BRANDT-KESSLER": a speaker's turn typed in capitals (1 the speaker's label, 2 the turn). */
const TURN_IN_CAPITALS = /^(\s*[\p{Lu} ]{2,20}:\s+)([^\p{Ll}]*\p{Lu}{3}[^\p{Ll}]*)$/u;

/**
 * A caller's turn, typed in capitals as a TTY's are, in lower case: the reader gives a lower-case speaker's names,
 * addresses and sentences their capitals (lowercase-text.ts), which a text in capitals throughout would not get.
 */
function withCapitalsLowered(line: string): string {
  const turn = line.match(TURN_IN_CAPITALS);
  return turn ? `${turn[1]}${turn[2]!.toLowerCase()}` : line;
}

/** "4,700", "2093": a token that is a figure. */
const FIGURE = /^[\d$][\d,.]*$/;

export function withRelayTranscriptRead(text: string): string {
  const lines = text.split('\n');
  if (lines.filter((line) => TURN_END.test(line)).length < MIN_TURNS) return text;
  return lines
    .map((line) => line.replace(OPERATOR_NOTE, ' ').trimEnd())
    .filter((line, i) => line.trim() !== '' || lines[i]!.trim() === '')
    .map((line) => withCapitalsLowered(withErasuresMade(line.replace(TURN_END, '').replace(QUESTION_MARK, '?'))).replace(SPACED_SSN, '$1-$2-$3'))
    .join('\n');
}

/** "471 55 2093 XX 471 55 2039" → "471 55 2039"; "CHARITY 4,700 XX 4,200." → "CHARITY 4,200.". */
export function withErasuresMade(line: string): string {
  let tokens = line.split(/(\s+)/);
  for (let at = tokens.indexOf('XX'); at > 0; at = tokens.indexOf('XX')) {
    const words = (from: number, step: number) => {
      const found: number[] = [];
      for (let i = from; i >= 0 && i < tokens.length; i += step) if (tokens[i]!.trim() !== '') found.push(i);
      return found;
    };
    const after = words(at + 1, 1);
    const before = words(at - 1, -1);
    // (As many figures as are typed again; one word when words follow.)
    let retyped = 0;
    for (const i of after) {
      if (!FIGURE.test(tokens[i]!.replace(/[.,;]$/, ''))) break;
      retyped++;
    }
    const erased = before.slice(0, Math.max(1, retyped));
    const first = Math.min(...erased, at);
    tokens = [...tokens.slice(0, first), ...tokens.slice(at + 2)];
  }
  return tokens.join('');
}
