/**
 * Speech-to-text transcripts as they come out of a voicemail or a dictation app: one long run without full
 * stops, with "um" and "uh" where the speaker paused, names spelt out letter by letter ("Vogel V O G E L").
 * Read as one sentence, every value's key is the whole run. Here the pauses become sentence breaks and the
 * spelt-out letters are dropped (the name is already written before them); punctuated text is left as it is.
 */

/** A line this long with no sentence end is a transcript, not a heading or a value. */
const RUN_LENGTH = 200;
/** Hesitation words: where a speaker stops one thought and starts the next. */
const PAUSE = /,?\s+(?:um+|uh+|erm|er|hmm)\b,?\s+/gi;
/** "Vogel V O G E L": three or more capitals, each alone, after a word. */
const SPELT_OUT = /(?<=\p{L}{2,})\s+(?:\p{Lu}\s+){2,}\p{Lu}\b/gu;

export function withTranscriptPauses(line: string): string {
  if (line.length < RUN_LENGTH || /[.!?]\s+\p{Lu}/u.test(line) || (line.match(PAUSE) ?? []).length < 2) return line;
  return line.replace(SPELT_OUT, '').replace(PAUSE, '. ');
}
