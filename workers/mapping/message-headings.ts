/**
 * A formatted military message's heading pasted with it: its date-time group, its addressees ("FM COMNAVSEASYSCOM
 * WASHINGTON DC", "TO NORFOLK NAVAL SHIPYARD PORTSMOUTH VA" and the lines of more addressees under it), its references
 * ("REF/A/DOC/AR 350-1/10DEC2017//") and their notes, and its point of contact ("POC/HALVORSEN/CIV/NAVSEA 05P2/TEL:
 * 202-781-0457/EMAIL: JOHN.M.HALVORSEN.CIV@US.NAVY.MIL//"), then "BT", "NNNN" and a serial. Read as text, the heading
 * gives phones, e-mail addresses, places and names that belong to the message's sender, the headquarters, not to
 * anyone the form is about: an applicant's e-mail box would take the POC's. The heading goes, but for its subject,
 * kept as "Subject: …"; the message's paragraphs ("RMKS/1. …", "GENTEXT/REMARKS/1. …") stay, their set's name
 * dropped, a keyed paragraph's sentences (all in capitals) each on a line, a role before a titled name keyed by it
 * ("VENDOR POC: Renata Okafor"). A plain function of the text; a text without such a message is returned as it is.
 */
import { DATE_TIME_GROUP, REMARKS_SET } from './message-amendments.js';
import { capitalsAsName } from './parse-compound.js';

/** "REF/A/…//", "AMPN/…//", "NARR/…//", "POC/…//", "MSGID/…//", "CLASSIFICATION/…": the heading's sets. */
const HEADING_SET = /^\s*(?:REF|AMPN|NARR|POC|MSGID|CLASS|DECL|PASSING)\//;
/** "BT", "NNNN", "#0412", "UNCLAS", "UNCLASSIFIED//": the message's frame. */
const FRAME = /^\s*(?:BT|NNNN|#\d{3,5}|UNCLAS(?:SIFIED)?(?:\/\/)?|CUI(?:\/\/)?)\s*$/;
/** "SUBJ/FY25 QUOTA ALLOCATION - … COURSE//": the subject set (1 its words). */
const SUBJECT = /^\s*SUBJ\/(.*?)\/*\s*$/;

/** "23709. VENDOR INSTRUCTORS …": where a sentence in capitals ends and the next begins (not after "MS.", "INC."). */
const SENTENCE_END_IN_CAPITALS = /(?<!\b(?:MR|MS|MRS|DR|ST|NO|INC|CO|CORP|LTD|JR|SR|U\.S|[A-Z]))\.\s+(?=[A-Z]{2,}\b)/g;

/**
 * "D. LOCATION: NNSY BLDG 1500, RM 214, PORTSMOUTH VA 23709. VENDOR INSTRUCTORS WILL TEACH ON SITE.": a paragraph's
 * item and its value, then more sentences, all in capitals, which no reader can tell apart. A keyed paragraph's
 * sentences are lines of their own, so its value ends where its sentence does.
 */
function sentencesApart(line: string): string[] {
  if (!/^\s*(?:\d{1,2}\.)?(?:[A-Z]\.)?\s*[A-Z][A-Z /&-]{1,40}:\s/.test(line) || /\p{Ll}/u.test(line)) return [line];
  return line
    .split(SENTENCE_END_IN_CAPITALS)
    .map((part, at, parts) => (at < parts.length - 1 ? `${part}.` : part))
    .map((part) => part.replace(ROLE_THEN_TITLED_NAME, (_whole, role: string, _title: string, name: string) => `${role}: ${capitalsAsName(name)}`));
}

/** "VENDOR POC MS. RENATA OKAFOR.": a role (1), then a courtesy title (2) and a name (3), in capitals, no colon. */
const ROLE_THEN_TITLED_NAME = /^(\s*[A-Z][A-Z /-]{1,30}?)\s+(MR|MS|MRS|DR)\.\s+([A-Z][A-Z'-]+(?:\s+[A-Z]\.?)?(?:\s+[A-Z][A-Z'-]+){1,2})\.?\s*$/;

/** The text with its formatted messages' headings dropped; the text as it is without one. */
export function withMessageHeadingsDropped(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => DATE_TIME_GROUP.test(line)) || !lines.some((line) => SUBJECT.test(line) || REMARKS_SET.test(line))) return text;
  const out: string[] = [];
  let heading = false;
  for (const line of lines) {
    if (DATE_TIME_GROUP.test(line)) {
      heading = true;
      continue;
    }
    // (The paragraphs end the heading, whether their set is named or not.)
    if (REMARKS_SET.test(line) || /^\s*\d{1,2}\.\s/.test(line)) heading = false;
    if (heading) {
      const subject = SUBJECT.exec(line);
      if (subject) out.push(`Subject: ${subject[1]}`);
      continue;
    }
    if (FRAME.test(line)) continue;
    if (HEADING_SET.test(line)) continue;
    out.push(...sentencesApart(line.replace(REMARKS_SET, '$1')));
  }
  return out.join('\n');
}
