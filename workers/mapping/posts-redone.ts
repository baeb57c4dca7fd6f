/**
 * A thread of one writer's posts in which a later post gives a line again ("Line 22  85,534" after "Line 22  85,919",
 * "- Faction: the Clockwork Guild" after "Faction: the Lords' Alliance"): the later post redoes it, so the earlier line
 * is left out. Shared by the readers of newsgroup threads (news-threads.ts) and of blog reblog chains
 * (tumblr-posts.ts), each saying how a line is keyed.
 */

/**
 * The lines of the posts (each a list of its lines, oldest post first) that a later post keys again; keyOf gives a
 * line's key, undefined for a line keyed by nothing. A line is whatever the reader holds for one: its number in the
 * text, or the line as read.
 */
export function linesRedoneLater<Line>(posts: readonly (readonly Line[])[], keyOf: (line: Line) => string | undefined): Set<Line> {
  const redone = new Set<Line>();
  for (const [k, post] of posts.entries()) {
    const later = new Set(posts.slice(k + 1).flatMap((p) => p.map(keyOf).filter((key): key is string => key !== undefined)));
    for (const at of post) {
      const key = keyOf(at);
      if (key !== undefined && later.has(key)) redone.add(at);
    }
  }
  return redone;
}
