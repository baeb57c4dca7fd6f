/**
 * Requests to a web service captured with `curl -v` and pasted: the command, curl's own lines ("* Connected to …"),
 * the request's headers after "> ", its body, the response's headers after "< " and its body.
 *
 *     $ curl -v https://suppliers.example.org/graphql -H "Content-Type: application/json" --data @onboard.json
 *     > POST /graphql HTTP/2
 *     > content-type: application/json
 *     >
 *     {"operationName":"SubmitTaxProfile","variables":{"input":{"legalName":"Kestrel …","address":{…}}}}
 *     < HTTP/2 200
 *     <
 *     {"data":{"submitTaxProfile":{"status":"REJECTED","errors":[…]}}}
 *
 * Read as written, the headers are keyed lines of their own, the bodies of a second try read as words, and the
 * response's errors as values. What the writer sent is what the requests' bodies hold: they are read as one JSON record,
 * a later try's over an earlier one's (a retry sends what was meant), a GraphQL body by its variables. The capture's
 * other lines go: they say how the requests went. A plain function of the text.
 */
import { laterRecordApplied } from './json-in-text.js';

/** "> POST /graphql HTTP/2": a captured request's first line. */
const REQUEST_LINE = /^>\s+(?:GET|POST|PUT|PATCH|DELETE)\s+\S+\s+HTTP\/[\d.]+\s*$/;
/** "< HTTP/2 503": a captured response's first line. */
const RESPONSE_LINE = /^<\s+HTTP\/[\d.]+\s+\d{3}\b/;
/** "$ curl -v https://… \": the command, perhaps continued over lines ending in a backslash. */
const CURL_COMMAND = /^\s*\$\s+curl\b/;
/** curl's own lines ("* Trying …", "* Connection #0 … left intact") and a header line either way. */
const CAPTURE_LINE = /^[*<>](?:\s|$)/;

/** The text with each curl capture in it read as the record its requests sent; the text as it is without one. */
export function withHttpCapturesRead(text: string): string {
  const lines = text.split('\n');
  if (!lines.some((line) => REQUEST_LINE.test(line)) || !lines.some((line) => RESPONSE_LINE.test(line))) return text;
  const out: string[] = [];
  const sent: Record<string, unknown>[] = [];
  let recordAt: number | undefined;
  // Where a line stands: in a request's body (after its headers' closing ">"), in a response's (after "<"), or outside.
  let body: 'request' | 'response' | undefined;
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    if (CURL_COMMAND.test(line)) {
      while (/\\\s*$/.test(lines[at]!) && at + 1 < lines.length) at++;
      body = undefined;
      continue;
    }
    if (CAPTURE_LINE.test(line)) {
      if (/^>\s*$/.test(line)) body = 'request';
      else if (/^<\s*$/.test(line)) body = 'response';
      else if (/^\*/.test(line) || REQUEST_LINE.test(line) || RESPONSE_LINE.test(line)) body = undefined;
      continue;
    }
    if (body === 'response' && line.trim() !== '') continue;
    if (body === 'request' && line.trim() !== '') {
      const record = requestRecord(line);
      if (record) {
        recordAt ??= out.length;
        sent.push(record);
        continue;
      }
    }
    body = undefined;
    out.push(line);
  }
  if (recordAt === undefined) return text;
  out.splice(recordAt, 0, '```json', JSON.stringify(sent.reduce(laterRecordApplied, {}), null, 1), '```');
  return out.join('\n');
}

/** A request's body as a record: its JSON, a GraphQL request by its variables (the operation's input, when one). */
function requestRecord(line: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(line) as unknown;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    const record = value as Record<string, unknown>;
    const variables = record['variables'];
    if (typeof record['query'] === 'string' || typeof record['operationName'] === 'string') {
      if (variables === null || typeof variables !== 'object') return undefined;
      const input = (variables as Record<string, unknown>)['input'];
      return input !== null && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : (variables as Record<string, unknown>);
    }
    return record;
  } catch {
    return undefined;
  }
}
