/**
 * A fresh install has no API key, so nobody could call the service. On first start we create one with the
 * configured starting balance and print it once: it is not stored anywhere in clear and cannot be shown again.
 */
import type { Config } from './config.js';
import { formatUsd } from './billing/money.js';
import { countApiKeys, createApiKey } from './store/api-keys.js';
import type { Store } from './store/open-store.js';

export function ensureFirstApiKey(store: Store, config: Readonly<Config>, url: string, print: (text: string) => void): void {
  if (countApiKeys(store) > 0) return;
  const created = createApiKey(store, {
    name: 'first key',
    balanceMicros: config.initialKeyBalanceMicros,
    rateLimitPerMinute: config.defaultRateLimitPerMinute,
  });
  print(
    [
      '',
      'Created the first API key (shown only this once; store it safely):',
      '',
      `  ${created.key}`,
      '',
      `  id ${created.record.id}, balance ${formatUsd(created.balanceMicros)} USD, ${created.record.rateLimitPerMinute} requests/minute`,
      `  Try: curl -H "Authorization: Bearer ${created.key}" -F file=@form.pdf ${url}/api/v1/field-mapping`,
      '',
    ].join('\n'),
  );
}
