/**
 * Bearer authentication: an API key or a session token made from one. Both are looked up by hash; a revoked
 * key fails at once, and so does every session made from it.
 */
import { ServiceError } from '../shared/errors.js';
import { findApiKeyBySecret, getApiKey } from '../store/api-keys.js';
import type { Store } from '../store/open-store.js';
import { SESSION_TOKEN_PREFIX } from '../store/secrets.js';
import { findSession } from '../store/sessions.js';

export interface Principal {
  keyId: string;
  /** Set when the caller used a session token; rate limits then apply to the session. */
  sessionId: string | null;
  rateLimitPerMinute: number;
}

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

export function authenticate(store: Store, authorization: string | undefined, now = Date.now()): Principal {
  const match = BEARER.exec(authorization ?? '');
  const credential = match?.[1];
  if (!credential || credential.length > 256) throw new ServiceError('UNAUTHORIZED');

  if (credential.startsWith(SESSION_TOKEN_PREFIX)) {
    const session = findSession(store, credential, now);
    const key = session ? getApiKey(store, session.keyId) : undefined;
    if (!session || !key || key.revokedAt !== null) {
      throw new ServiceError('UNAUTHORIZED', 'Invalid, expired or revoked session token');
    }
    return { keyId: key.id, sessionId: session.id, rateLimitPerMinute: key.rateLimitPerMinute };
  }

  const key = findApiKeyBySecret(store, credential);
  if (!key) throw new ServiceError('UNAUTHORIZED');
  return { keyId: key.id, sessionId: null, rateLimitPerMinute: key.rateLimitPerMinute };
}
