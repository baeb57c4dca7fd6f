/**
 * An issue-tracker page copied whole (GitLab, GitHub): the request the writer filed as the issue's description, then
 * the activity thread under it, each comment below a header naming who wrote it:
 *
 *     Marcus Delahunt @mdelahunt · 3 weeks ago
 *     @aokonkwo heads-up, … For the record mine was GS-12 step 2, PY-310 at the same academy, $1,395, …
 *
 *     Adaeze Okonkwo @aokonkwo · 3 weeks ago                                  Author
 *     @mdelahunt ugh, yes, … My correct series is 1370 (Cartographer).
 *
 * The writer is the issue's author; a colleague's "mine" and "I" are the colleague's, not the writer's. Each comment
 * by someone else has its first-person words put in the third person with the commenter's name ("For the record
 * Marcus Delahunt's was GS-12 step 2"), so the rest of the reader takes them for another person's values.
 */

/** "Marcus Delahunt @mdelahunt · 3 weeks ago", "… · 4 days ago   Author": a GitLab comment's header (1 name, 2 badge). */
const GITLAB_COMMENT_HEADER = /^[ \t]*(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3})[ \t]+@[\w.-]+[ \t]+·[ \t]+[^\n]*?\b(?:ago|yesterday|today|\d{4})\b[ \t]*(Author|Owner|Maintainer|Reporter|Developer|Guest|Member|Contributor|Collaborator)?(?:[ \t]+\S+){0,3}[ \t]*$/u;
/** "dleroux commented 3 days ago", "Dana Leroux commented on Mar 3, 2025   Author": a GitHub comment's header. */
const GITHUB_COMMENT_HEADER = /^[ \t]*(\S+(?:[ \t]+\S+)?)[ \t]+commented[ \t]+(?:on[ \t]+[^\n]{3,30}?|\d+[ \t]+\w+[ \t]+ago|yesterday|today)[ \t]*(?:[·•][ \t]*edited)?[ \t]*(Author|Owner|Member|Contributor|Collaborator)?(?:[ \t]+\S+){0,2}[ \t]*$/u;
/** "Issue created 3 weeks ago by Adaeze Okonkwo", "dleroux opened this issue on Mar 3": the issue's author. */
const CREATED_BY = /\b(?:created|opened)\b[^\n]{0,40}?\bby[ \t]+(\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3})|(?<![\p{L}\d_.-])([\p{L}\d_.-]+)[ \t]+opened[ \t]+this[ \t]+issue\b/mu;
/**
 * Where a comment ends short of the next header: a line of the thread's own activity ("Devin Ashworth changed due date
 * to June 2, 2025 1 week ago"), or the page's sidebar ("Assignee", "Labels", …).
 */
const AFTER_COMMENT = /^[ \t]*(?:\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,3}[ \t]+(?:added|removed|changed|assigned|unassigned|mentioned|closed|reopened|marked|set|requested|linked|created|made|self-assigned|referenced)\b[^\n]*\b(?:ago|yesterday|today)|(?:Assignees?|Labels|Milestone|Due date|Time tracking|Confidentiality|Participants|Reviewers|Projects|Development|Notifications)\b)/u;

/** Whether a line opens a comment; its writer's name and badge when it does. */
function commentHeader(line: string): { name: string; badge: string | undefined } | undefined {
  const header = line.match(GITLAB_COMMENT_HEADER) ?? line.match(GITHUB_COMMENT_HEADER);
  return header ? { name: header[1]!.trim(), badge: header[2] } : undefined;
}

/** The first-person words of a line said by someone named, in the third person ("I'm a Geographer" → "… is a Geographer"). */
function inThirdPerson(line: string, name: string): string {
  return line
    .replace(/\bI['’]m\b/g, `${name} is`)
    .replace(/\bI['’]ve\b/g, `${name} has`)
    .replace(/\bI['’]ll\b/g, `${name} will`)
    .replace(/\bI['’]d\b/g, `${name} would`)
    .replace(/\bI\b(?!['’.-])/g, name)
    .replace(/\b(?:[Mm]y|[Mm]ine)\b/g, `${name}'s`)
    .replace(/\b(?:me|myself)\b/g, name);
}

/** The page with every comment by someone other than the issue's author put in the third person. */
export function withIssueCommentsInThirdPerson(text: string): string {
  const lines = text.split('\n');
  const headers = lines.map(commentHeader);
  if (headers.filter((h) => h !== undefined).length < 2) return text;
  // (The author is the one the page badges so, or the one it says created the issue.)
  const created = text.match(CREATED_BY);
  const author = headers.find((h) => h?.badge === 'Author')?.name ?? (created ? (created[1] ?? created[2])!.trim() : undefined);
  if (author === undefined) return text;
  let commenter: string | undefined;
  return lines
    .map((line, at) => {
      const header = headers[at];
      if (header) {
        commenter = header.name === author ? undefined : header.name;
        return line;
      }
      if (AFTER_COMMENT.test(line)) commenter = undefined;
      return commenter === undefined ? line : inThirdPerson(line, commenter);
    })
    .join('\n');
}
