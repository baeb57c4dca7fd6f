/**
 * A thread of one writer's posts in which a later post gives a line again ("Line 22  85,534" after "Line 22  85,919",
 * "- Faction: the Clockwork Guild" after "Faction: the Lords' Alliance"): the later post redoes it, so the earlier line
 * is left out. Shared by the readers of newsgroup threads (news-threads.ts) and of blog reblog chains
 * (tumblr-posts.ts), each saying how a line is keyed.
 */

/**
 * The lines of the posts (each a list of line numbers, oldest first) that a later post keys again; keyOf gives a
 * line's key, undefined for a line keyed by nothing.
 */
export function linesRedoneLater(posts: readonly (readonly number[])[], keyOf: (at: number) => string | undefined): Set<number> {
  const redone = new Set<number>();
  for (const [k, post] of posts.entries()) {
    const later = new Set(posts.slice(k + 1).flatMap((p) => p.map(keyOf).filter((key): key is string => key !== undefined)));
    for (const at of post) {
      const key = keyOf(at);
      if (key !== undefined && later.has(key)) redone.add(at);
    }
  }
  return redone;
}
