// Calls to the public API, exactly as any client would make them, and one readable message for either error body
// shape (fill-pdf's {error, …} and the structured {error, message, details: {code}}).

export class ApiError extends Error {
  constructor(status, message, code) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/** POSTs a multipart form to an operation; resolves to the Response, rejects with an ApiError. */
export async function callOperation(path, key, parts) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === '') continue;
    if (value instanceof File) form.set(name, value, value.name);
    else form.set(name, value);
  }
  let response;
  try {
    response = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${key}` }, body: form });
  } catch (error) {
    throw new ApiError(0, `The service did not answer (${error.message}).`);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

async function toApiError(response) {
  let body = {};
  try {
    body = await response.json();
  } catch {
    // not JSON: the status line has to do
  }
  const code = body.details?.code;
  const details = body.details ?? body;
  let message = body.message ?? body.error ?? `HTTP ${response.status}`;
  if (response.status === 401) message += '. Check the key above.';
  if (response.status === 402) message += `: ${details.pageCount} page(s) cost ${details.amountRequired} USD, the balance is ${details.currentBalance} USD.`;
  if (response.status === 429) message += '. Wait a minute and try again.';
  if (code === 'INVALID_FILE_FORMAT') message += ` (received ${details.receivedFormat}).`;
  if (code === 'NO_FORM_FIELDS' && details.suggestion) message += `. ${details.suggestion}`;
  if (code === 'NO_TEXT_CONTENT' && details.reason) message += `. ${details.reason}`;
  if (response.status >= 500 && body.requestId) message += ` (request ${body.requestId})`;
  return new ApiError(response.status, message, code);
}

/** "0.01 USD charged, 9.97 USD left" from the credit headers of a successful call. */
export function creditsLine(response) {
  const used = response.headers.get('X-Credits-Used');
  const left = response.headers.get('X-Credits-Remaining');
  const currency = response.headers.get('X-Credits-Currency') ?? 'USD';
  return used === null ? '' : `${used} ${currency} charged, ${left} ${currency} left`;
}

/** The file name the service proposes in Content-Disposition (filename* first, for non-ASCII names). */
export function downloadName(response, fallback) {
  const header = response.headers.get('Content-Disposition') ?? '';
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}
