/**
 * A thread or a digest of posts pasted whole, with the writer saying whose post has nothing to do with them:
 *
 *     Ignore Gloria's post in the middle. That's her own W-4 question, nothing to do with me.
 *     ______________________________________________
 *     2. Head of household question (not a site question, my own)
 *         Posted by: "Gloria Esquivel" gesquivel_vita@yahoo.com
 *     … Her SSN on the form is 371-08-5524.
 *     ______________________________________________
 *
 * Read as written, that post's name, figures and numbers stand beside the writer's own. The post set aside is left
 * out: from the rule over it to the rule under it (a digest's or a forum's), found by its "Posted by:", "From:" or
 * "Author:" line naming the one the writer set aside. A plain function of the text.
 */

/** "Ignore Gloria's post", "skip Hal's reply", "disregard Dana's message": whose post (1) is set aside. */
const POST_SET_ASIDE = /\b(?:[Ii]gnore|[Ss]kip|[Dd]isregard)\s+(\p{Lu}\p{Ll}+)['’]s\s+(?:own\s+)?(?:post|message|reply|question|e-?mail|comment)s?\b/gu;
/** A post's line naming its author: 'Posted by: "Gloria Esquivel" …', "From: Gloria Esquivel", "Author: …". */
const AUTHOR_LINE = /^\s*(?:Posted\s+by|From|Author|Poster)\s*:/i;
/** A digest's list of its posts: a subject, then "From:" and its author, at the line's end. */
const LISTED_POST = /\sFrom:\s*[^:\n]+$/;
/** A rule between posts: a line of underscores, dashes or equals signs. */
const RULE = /^\s*(?:_{10,}|-{10,}|={10,})\s*$/;

/** The text without the posts it says to set aside. */
export function withPostsSetAsideDropped(text: string): string {
  const names = [...text.matchAll(POST_SET_ASIDE)].map((m) => m[1]!);
  if (names.length === 0) return text;
  const lines = text.split('\n');
  const dropped = new Set<number>();
  for (const name of names) {
    const named = new RegExp(String.raw`(?<![\p{L}])${name}(?![\p{L}])`, 'u');
    lines.forEach((line, at) => {
      // ("2. Head of household question (…) From: Gloria Esquivel": the post's line in the digest's list of contents.)
      if (LISTED_POST.test(line) && named.test(line.slice(line.search(LISTED_POST)))) dropped.add(at);
      if (!AUTHOR_LINE.test(line) || !named.test(line)) return;
      let from = at;
      while (from > 0 && !RULE.test(lines[from - 1]!)) from--;
      let to = at;
      while (to < lines.length && !RULE.test(lines[to]!)) to++;
      // (Only a post set off by rules on both sides: without them, where it ends is not known.)
      if (from === 0 || to === lines.length) return;
      for (let i = from; i < to; i++) dropped.add(i);
    });
  }
  return dropped.size === 0 ? text : lines.filter((_, i) => !dropped.has(i)).join('\n');
}
