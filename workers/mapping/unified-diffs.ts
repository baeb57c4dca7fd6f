/**
 * A pasted pull request or `git diff` of a record ("- "eyes": "brown"," / "+ "eyes": "amber","): the record as it
 * stands after the change. Each hunk is applied to the text the earlier hunks left, so a later fixup commit that
 * changes a line again replaces the line the first commit wrote; removed lines go, added and context lines stay
 * (without their marks), and the diff's headers ("diff --git", "index", "---", "+++", "@@") go. A file the writer
 * says to leave alone ("Mirel is the GM-only NPC, ignore her file") is left out with all its hunks.
 */

/** "@@ -1,16 +1,16 @@": where a hunk starts. */
const HUNK_HEADER = /^@@ -\d+(?:,\d+)? \+\d+(?:,\d+)? @@/;
/** "+++ b/characters/npcs/mirel.json": the file the hunks below change (1). */
const NEW_FILE_HEADER = /^\+\+\+ (?:b\/)?(\S+)/;
/** Lines of a diff's preamble that say nothing about the record. */
const DIFF_PREAMBLE = /^(?:diff --git |index [0-9a-f]+\.\.[0-9a-f]+|--- (?:a\/|\/dev\/null)|new file mode |deleted file mode |similarity index )/;

/**
 * "ignore her file", "skip Mirel's file", "The Orsolya file in the same PR is an NPC for next arc - not this sheet": a
 * sentence that sets a file aside.
 */
const FILE_SET_ASIDE = /\b(?:ignore|skip|disregard|leave out|not (?:use|fill))\b[^.\n]{0,40}\bfiles?\b|\bfiles?\b[^.\n]{0,60}\b(?:ignored|doesn['’]t count|does not count|not used|not (?:for\s+)?(?:this|the|our)\s+(?:sheet|form|one))\b/i;

/** The names a writer sets aside with their files: capitalised words of the sentences that say so. */
function namesSetAside(text: string): Set<string> {
  const names = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
    if (!FILE_SET_ASIDE.test(sentence)) continue;
    for (const m of sentence.matchAll(/\b\p{Lu}\p{Ll}{2,}\b/gu)) names.add(m[0].toLowerCase());
  }
  return names;
}

/** "characters/npcs/mirel.json" → ["mirel"]; "pregens/brannoc-ashgrove.yaml" → ["brannoc", "ashgrove"]. */
const fileNameWords = (path: string): string[] =>
  (path.split('/').pop() ?? '').replace(/\.[^.]+$/, '').toLowerCase().split(/[-_.\s]+/).filter(Boolean);

export function withDiffsApplied(text: string): string {
  if (!text.split('\n').some((line) => HUNK_HEADER.test(line))) return text;
  const setAside = namesSetAside(text);
  const lines = text.split('\n');
  const touchedFiles = new Set(lines.map((line) => line.match(NEW_FILE_HEADER)?.[1]).filter((file): file is string => file !== undefined));
  // ("Use the final state of characters/wrenna-thistlewood.yaml": a file the writer names outside the diff is the one
  // to read, when the diff touches others too.)
  const outside = lines.filter((line) => !/^[-+ @]|^(?:diff|index|new file|deleted file) /.test(line)).join('\n');
  const named = [...touchedFiles].filter((file) => outside.includes(file) || outside.includes(file.split('/').pop()!));
  const filesWritten = new Set<string>();
  const out: string[] = [];
  let inHunk = false;
  let fileIgnored = false;
  // Whether the hunks below change a file an earlier commit's hunks wrote already.
  let fileAgain = false;
  // Lines a hunk removes, waiting for the lines that replace them.
  let removed: string[] = [];
  // (A later commit that only removes a line it had written takes it out.)
  const dropRemoved = (): void => {
    if (fileAgain) for (const body of removed) if (out.lastIndexOf(body) >= 0) out.splice(out.lastIndexOf(body), 1);
    removed = [];
  };
  for (const line of lines) {
    const file = line.match(NEW_FILE_HEADER)?.[1];
    if (file !== undefined) {
      dropRemoved();
      // (Only where the diff touches other files too: one file is the record itself.)
      fileIgnored = touchedFiles.size > 1 && (fileNameWords(file).some((word) => setAside.has(word)) || (named.length > 0 && !named.includes(file)));
      fileAgain = filesWritten.has(file);
      filesWritten.add(file);
      inHunk = false;
      continue;
    }
    if (DIFF_PREAMBLE.test(line)) {
      dropRemoved();
      inHunk = false;
      continue;
    }
    if (HUNK_HEADER.test(line)) {
      dropRemoved();
      inHunk = true;
      continue;
    }
    const mark = line[0];
    if (!inHunk || line === '' || (mark !== ' ' && mark !== '+' && mark !== '-')) {
      dropRemoved();
      inHunk = false;
      fileIgnored = false;
      out.push(line);
      continue;
    }
    if (fileIgnored) continue;
    const body = line.slice(1);
    if (mark === '-') {
      removed.push(body);
      continue;
    }
    if (mark === '+') {
      // (A later commit's change to a line an earlier hunk wrote: the line is replaced where it stands.)
      const replaced = fileAgain && removed.length > 0 ? out.lastIndexOf(removed.shift()!) : -1;
      if (replaced >= 0) out[replaced] = body;
      else out.push(body);
      continue;
    }
    dropRemoved();
    // (Context a later commit's hunk repeats is there already.)
    if (!fileAgain || !out.includes(body)) out.push(body);
  }
  return out.join('\n');
}
