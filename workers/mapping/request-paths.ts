/**
 * "I pulled the Asana task through the API (GET /tasks/1208843317720561?opt_fields=... plus /stories)": a request an
 * API was sent, named in prose by its method and path. The path's ids and parameters are the tool's bookkeeping; read
 * as words they give a sixteen-digit "value" to whatever box asks for a number. The path is left out, the method kept
 * so the sentence still says a request was made. A plain function of the text.
 */

/** An HTTP method, then a path ("/tasks/120…?opt_fields=…") or a URL, then more paths joined by "plus"/"and". */
const REQUEST_NAMED = /\b(GET|POST|PUT|PATCH|DELETE)\s+(?:https?:\/\/\S+|\/[^\s)\]]+)(?:\s+(?:plus|and|\+)\s+\/[^\s)\]]+)*/g;

/** The text with the paths of requests named in it left out. */
export function withRequestPathsDropped(text: string): string {
  return text.replace(REQUEST_NAMED, '$1 request');
}
