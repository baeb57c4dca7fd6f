/**
 * A blog post copied off its page with the chain of reblogs under it (Tumblr's), each part under the name of the blog
 * that wrote it:
 *
 *     saltglass-and-sparrows
 *
 *     meet my new dnd girl!!!
 *     [image]
 *     [ID: a digital painting of a young woman … long copper-red hair … End ID]
 *     hair: copper red
 *     #dnd  #my oc  #she's 27 now btw!!
 *
 *     moth-in-the-archive
 *
 *     OKAY but she definitely has a pet crow named Pickle.
 *
 *     Anonymous asked:
 *     is tobiah really 112??
 *     oldgnomeoutofwater answered:
 *     Ha, no, that was a typo on my part. He's 121, not 112.
 *
 *     187 notes
 *
 * Read as written, the reblogger's headcanons, an asker's question and a drawing's description stand beside the
 * writer's own lines, and the first post's "hair: copper red" beside the last one's. Here the chain is the posts of the
 * blog that started it, the writer who pastes it, with their answers to asks: the others' parts go, and so do the image
 * placeholders and descriptions (a picture's description tells of an artist's picture, not the sheet), the "(keep
 * reading)" cut and the count of notes. A tag that says something ("#she's 27 now btw!!") is a line of its own; a tag
 * that only files the post ("#dnd") goes. A line a later post keys again ("- faction: …", or "Backstory, slightly
 * fixed (…):" and its paragraph) is left out of the earlier post (posts-redone.ts), unless the later one keeps it
 * ("same as before, no changes"); a remark on a key before its colon goes. A plain function of the text.
 */
import { linesRedoneLater } from './posts-redone.js';

/** A blog's name alone on its line: "saltglass-and-sparrows", "oldgnomeoutofwater". */
const BLOG_NAME = /^\s*([a-z0-9]+(?:-[a-z0-9]+)*)\s*$/;
/** An ask and its answer: "Anonymous asked:", "oldgnomeoutofwater answered:" (1 who). */
const ASK_LINE = /^\s*(\S+(?:\s\S+)?)\s+(asked|answered)\s*:\s*$/i;
/** The image a post shows, and its description: "[image]", "[ID: … End ID]", "[image description: … end description]". */
const IMAGE_PART = /\[(?:image|photo|gif|video)\]|\[(?:ID|image description|img desc|description)\s*:[\s\S]*?\]/gi;
/** "187 notes": the count under a chain. */
const NOTES_COUNT = /^\s*[\d,.]+k?\s+notes?\s*$/i;
/** A line of tags: "#dnd  #my oc  #she's 27 now btw!!". */
const TAG_LINE = /^\s*#\S/;
/** A tag says something when it has this many words. */
const SAYING_TAG_WORDS = 3;
/** A keyed line, perhaps with a remark before its colon: "- Faction: …", "Backstory, slightly fixed (…):" (1 the key, 2 the value, 3 the remark). */
const KEYED_LINE = /^\s*(?:[-*•]\s+)?(\p{L}[\p{L}\p{N} &'’/+-]{0,40}?)\s*(,[^:\n]{0,80}|\([^)\n]*\))?:\s*(.*)$/u;
/** "Features & traits: same as before, no changes": a line that keeps what an earlier post gave. */
const KEPT_AS_BEFORE = /^(?:same\s+as\s+(?:before|above|the\s+first)|(?:no|without)\s+changes?|unchanged)\b/i;

interface Part {
  blog: string;
  lines: number[];
}

/** A line of a post as read, and the key it is given under (its own, or that of the paragraph it is under). */
interface PostLine {
  text: string;
  key?: string;
}

export function withTumblrChainRead(text: string): string {
  if (!/\btumblr\b|\breblog/i.test(text)) return text;
  const lines = text.replace(IMAGE_PART, (part) => part.replace(/[^\n]/g, ' ')).split('\n');
  const blank = (k: number) => k < 0 || k >= lines.length || lines[k]!.trim() === '' || /^\s*-{3,}\s*$/.test(lines[k]!);
  const starts = lines.flatMap((line, at) => {
    const name = line.match(BLOG_NAME)?.[1];
    if (name && name.length >= 4 && blank(at - 1) && blank(at + 1) && !/^\d+$/.test(name)) return [{ at, blog: name }];
    const ask = line.match(ASK_LINE);
    return ask ? [{ at, blog: ask[2]!.toLowerCase() === 'asked' ? `asker:${ask[1]}` : ask[1]! }] : [];
  });
  const blogs = starts.map((s) => s.blog);
  const writer = blogs[0];
  if (!writer || blogs.filter((b) => b === writer).length < 2 || new Set(blogs).size < 2) return text;
  const parts: Part[] = starts.map((start, k) => ({ blog: start.blog, lines: range(start.at + 1, starts[k + 1]?.at ?? lines.length) }));
  const own = parts.filter((part) => part.blog === writer).map((part) => postLines(part.lines.map((at) => lines[at]!)));
  const redone = linesRedoneLater(own, (line) => line.key);
  const out = lines.slice(0, starts[0]!.at);
  for (const post of own) out.push('', ...post.filter((line) => !redone.has(line)).map((line) => line.text));
  // (The writer's note after the chain, if any, follows its count of notes.)
  const countAt = parts.at(-1)!.lines.find((at) => NOTES_COUNT.test(lines[at]!));
  if (countAt !== undefined) out.push(...lines.slice(countAt + 1));
  return out.join('\n');
}

/**
 * A post's lines as read: a line of tags as the tags that say something, a line each; a rule, a cut or a count as
 * none. Each keyed line keeps its key ("faction"), and the paragraph under a key with no value of its own
 * ("Backstory:") is keyed with it.
 */
function postLines(post: string[]): PostLine[] {
  const out: PostLine[] = [];
  let under: string | undefined;
  for (const line of post) {
    if (NOTES_COUNT.test(line) || /^\s*-{3,}\s*$/.test(line) || /^\s*\(keep reading\)\s*$/i.test(line)) continue;
    if (TAG_LINE.test(line)) {
      const saying = line.split(/\s*#/).map((tag) => tag.trim()).filter((tag) => tag.split(/\s+/).length >= SAYING_TAG_WORDS);
      out.push(...saying.map((tag) => ({ text: tag })));
      continue;
    }
    const text = line.replace(/\s*\(keep reading\)/i, '');
    if (text.trim() === '') {
      // (A blank line right under "Backstory:" leaves its paragraph to come; any other ends it.)
      if (!(under !== undefined && out.at(-1)?.key === under && out.at(-1)?.text.match(KEYED_LINE)?.[3] === '')) under = undefined;
      out.push({ text });
      continue;
    }
    const keyed = text.match(KEYED_LINE);
    if (keyed) {
      const key = keyed[1]!.toLowerCase().trim();
      const value = keyed[3]!;
      under = value === '' ? key : undefined;
      if (KEPT_AS_BEFORE.test(value)) continue;
      // ("Backstory, slightly fixed (it was his apprentice …):": the remark on the key is no part of it.)
      out.push({ text: keyed[2] ? `${keyed[1]}:${value === '' ? '' : ` ${value}`}` : text, key });
      continue;
    }
    out.push(under !== undefined ? { text, key: under } : { text });
  }
  return out;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}
