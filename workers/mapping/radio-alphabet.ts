/**
 * Names spelt in the radio alphabet, as people spell them on a call: "First name: Yankee, Sierra, Oscar, Lima, Delta,
 * Echo." is "First name: Ysolde."; "Brother Quillon Dask - Quebec, Uniform, …, November, then Delta, Alpha, Sierra,
 * Kilo - he's the priest …" spells again words already written, and the spelling goes. A spelling the speaker breaks
 * off and starts again ("Victor, Alpha, Romeo, Kilo, Hotel... no, back up. Victor, Alpha, …") counts once, as
 * restarted. A plain function of the text.
 */

/** The code words, each for its letter (with the spellings people type: "Alfa", "Juliett", "X-ray", "Whisky"). */
const LETTER_OF: Record<string, string> = {
  alpha: 'a', alfa: 'a', bravo: 'b', charlie: 'c', delta: 'd', echo: 'e', foxtrot: 'f', 'fox-trot': 'f', golf: 'g',
  hotel: 'h', india: 'i', juliet: 'j', juliett: 'j', kilo: 'k', lima: 'l', mike: 'm', november: 'n', oscar: 'o',
  papa: 'p', quebec: 'q', romeo: 'r', sierra: 's', tango: 't', uniform: 'u', victor: 'v', whiskey: 'w', whisky: 'w',
  'x-ray': 'x', xray: 'x', yankee: 'y', zulu: 'z',
};

const CODE_WORD = String.raw`(?:${Object.keys(LETTER_OF).sort((a, b) => b.length - a.length).join('|')})`;
/** Four code words or more, apart by commas or spaces, words apart by "then" ("…, November, then Delta, …"). */
const SPELLING = new RegExp(String.raw`\b${CODE_WORD}(?:(?:,?\s+(?:then\s+)?|,\s*)${CODE_WORD}){3,}\b`, 'gi');
/** "... no, back up. ", ", sorry, again: ": a spelling broken off, to be started again. */
const RESTARTED = /^\s*(?:\.{2,}|…|,)?\s*(?:no|sorry|wait|oops)\b[,.!]?\s*(?:back\s+up|start(?:ing)?\s+(?:again|over)|from\s+the\s+top|again)?[.!,:]?\s*$/i;

export function withRadioAlphabetRead(text: string): string {
  if (text.search(SPELLING) < 0) return text;
  const spellings = [...text.matchAll(SPELLING)];
  let out = '';
  let from = 0;
  spellings.forEach((m, k) => {
    const start = m.index!;
    const end = start + m[0].length;
    const next = spellings[k + 1];
    // (A spelling broken off and started again: only the second counts.)
    if (next && RESTARTED.test(text.slice(end, next.index))) {
      out += text.slice(from, start);
      from = next.index!;
      return;
    }
    const words = spelt(m[0]);
    const before = text.slice(0, start).replace(/[\s,:;–—-]+$/, '');
    // ("Brother Quillon Dask - Quebec, …": words already written before their spelling are not written again.)
    const again = before.toLowerCase().endsWith(words.join(' ').toLowerCase());
    out += text.slice(from, start) + (again ? '' : words.join(' '));
    from = end;
  });
  return out + text.slice(from);
}

/** "Quebec, Uniform, …, November, then Delta, Alpha, …" → ["Quillon", "Dask"]. */
function spelt(spelling: string): string[] {
  return spelling
    .split(/,?\s+then\s+/i)
    .map((word) => word.split(/[,\s]+/).filter((w) => w !== '').map((w) => LETTER_OF[w.toLowerCase()] ?? '').join(''))
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
}
