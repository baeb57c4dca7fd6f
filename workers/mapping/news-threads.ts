/**
 * A newsgroup thread saved from a mail and news reader and pasted whole, each post under its headers:
 *
 *     Path: news.eternal-september.example!feeder.example!not-for-mail
 *     From: Dale Kubiak <dkubiak@buckeye-express.example.com>
 *     Newsgroups: misc.taxes.moderated
 *     Subject: Re: 2010 1040 - check my math? MFJ, one kid
 *     Message-ID: <ij9k2p$8fe$1@dont-email.example>
 *
 *     Thanks Alan. Took the 412 off. …
 *      Line 8a  139
 *     --
 *     Dale
 *
 * Read as written, the headers are values, a reply's quoting repeats what it answers, and the first post's figures
 * stand beside the ones its writer gave again later. Here the thread is the posts of the one who started it, the
 * writer who pastes it: another poster's post (advice, or their own figures to compare) goes, and so do each post's
 * headers, quoted lines, the line that says who wrote them, the signature under "-- " and the line a mailbox file
 * opens each post with ("From news@… Sun Feb 20 21:14:07 2011"). A line of figures keyed by
 * a form's line ("Line 22  85,534") that a later post of the writer's gives again is left out of the earlier one, as
 * the later post redoes it (posts-redone.ts). A plain function of the text.
 */
import { linesRedoneLater } from './posts-redone.js';

/** A header of a news post; a block of them opens a post. */
const HEADER = /^(?:Path|From|Newsgroups|Subject|Date|Message-ID|References|Approved|Lines|Organization|Xref|NNTP-Posting-[\w-]+|User-Agent|X-[\w-]+|Followup-To|Reply-To|Sender|Mime-Version|Content-[\w-]+|Injection-[\w-]+|Cancel-Lock|In-Reply-To):\s/i;
/** The headers that only news posts carry. */
const NEWS_HEADER = /^(?:Newsgroups|Path|Xref|NNTP-Posting-Host|Followup-To):\s/im;
/** "On Sun, 13 Feb 2011 19:42:10 -0500, Dale Kubiak wrote:", "Alan Brennerman <…> wrote:": who wrote the quoted lines. */
const ATTRIBUTION = /^\s*(?:On\s.{4,100},\s*)?[^,\n]{2,80}\s(?:wrote|writes|said)\s*:\s*$/i;
/** "From news@news.example.net Sun Feb 20 21:14:07 2011": the line a mailbox file (mbox) opens each saved post with. */
const MBOX_SEPARATOR = /^From \S+\s+\w{3} \w{3}\s+\d{1,2} \d{1,2}:\d{2}(?::\d{2})? \d{4}\s*$/;
/** A rule between posts as a reader saves them. */
const RULE = /^\s*(?:-{10,}|_{10,}|={10,})\s*$/;
/** "Line 8a  139", "line 22: 85,534": a line of figures keyed by a form's line (1 the line's number). */
const FORM_LINE = /^\s*line\s+(\d{1,3}[a-z]?)\b/i;

interface Post {
  from: number;
  to: number;
  author: string;
  body: number[];
}

export function withNewsThreadRead(text: string): string {
  if (!NEWS_HEADER.test(text)) return text;
  const lines = text.split('\n');
  const posts: Post[] = [];
  for (let at = 0; at < lines.length; at++) {
    if (!HEADER.test(lines[at]!)) continue;
    let end = at;
    while (end < lines.length && HEADER.test(lines[end]!)) end++;
    const headers = lines.slice(at, end);
    const from = headers.find((line) => /^From:/i.test(line));
    if (!from || end - at < 3 || !headers.some((line) => /^(?:Newsgroups|References|Message-ID|Path):/i.test(line))) {
      at = end;
      continue;
    }
    const previous = posts.at(-1);
    if (previous) previous.to = Math.min(previous.to, at);
    posts.push({ from: at, to: lines.length, author: authorOf(from), body: [] });
    at = end - 1;
  }
  if (posts.length < 2) return text;
  // (A post ends at a rule after it, else where the next begins.)
  for (const post of posts) {
    const firstBody = lines.slice(post.from, post.to).findIndex((line) => !HEADER.test(line));
    const headersEnd = firstBody < 0 ? post.to : post.from + firstBody;
    let signature = false;
    for (let at = headersEnd; at < post.to; at++) {
      const line = lines[at]!;
      if (RULE.test(line)) {
        post.to = at;
        break;
      }
      if (/^--\s?$/.test(line)) signature = true;
      if (signature || /^\s*>/.test(line) || ATTRIBUTION.test(line)) continue;
      post.body.push(at);
    }
  }
  const writer = posts[0]!.author;
  const own = posts.filter((post) => post.author === writer);
  const redone = linesRedoneLater(
    own.map((post) => post.body),
    (at) => lines[at]!.match(FORM_LINE)?.[1]?.toLowerCase(),
  );
  const out: string[] = lines.slice(0, posts[0]!.from);
  for (const [k, post] of posts.entries()) {
    if (post.author === writer) out.push(...post.body.filter((at) => !redone.has(at)).map((at) => lines[at]!));
    const next = posts[k + 1]?.from ?? lines.length;
    // (What stands between one post's end and the next post's headers, a rule or the writer's own closing, stays.)
    out.push(...lines.slice(post.to, next).filter((line) => !RULE.test(line)));
  }
  return out.filter((line) => !MBOX_SEPARATOR.test(line)).join('\n');
}

/** "From: Dale Kubiak <dkubiak@…>" → "dkubiak@…": the poster, by address where it is given, else by name. */
function authorOf(fromLine: string): string {
  const value = fromLine.replace(/^From:\s*/i, '').trim();
  return (value.match(/<([^>]+)>/)?.[1] ?? value.match(/\S+@\S+/)?.[0] ?? value).toLowerCase();
}
