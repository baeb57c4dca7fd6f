/**
 * Secrets (API keys and session tokens) are random, shown once, and stored only as SHA-256 hashes. A fast hash
 * is enough because the secrets carry 192 bits of entropy: there is nothing to brute-force.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const API_KEY_PREFIX = 'pdfk_';
export const SESSION_TOKEN_PREFIX = 'pdfs_';

export function generateSecret(prefix: string): string {
  return prefix + randomBytes(24).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Constant-time equality of two hex hashes of equal length. */
export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export function generateId(prefix: string): string {
  return prefix + randomBytes(8).toString('hex');
}
