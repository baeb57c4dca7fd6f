/**
 * Operator commands on the store: keys and credits. A plain function from arguments to output and exit code,
 * so it is tested without a process; cli.ts is the thin entry. Works while the server runs: LMDB lets both
 * processes use the store, and every balance change is one transaction.
 */
import { parseArgs } from 'node:util';
import type { Config } from '../config.js';
import { formatUsd, microsToUsd, parseUsd } from '../billing/money.js';
import { createApiKey, getApiKey, listApiKeys, revokeApiKey } from '../store/api-keys.js';
import { addCredits, getBalance, journalTotals } from '../store/ledger.js';
import type { KeyRecord, Store } from '../store/open-store.js';

export interface CommandOutcome {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export const ADMIN_USAGE = `Usage: npm run --silent admin -- <command> [--json]

  keys create --name NAME --balance USD [--rate-limit REQUESTS_PER_MINUTE]
  keys list
  keys revoke ID
  credits add ID USD
  credits show ID

Amounts are in USD with up to 6 decimals (e.g. 10.00). The store is DATA_DIR (default ./data).`;

const ok = (stdout: string): CommandOutcome => ({ exitCode: 0, stdout, stderr: '' });
const usage = (why: string): CommandOutcome => ({ exitCode: 2, stdout: '', stderr: `${why}\n\n${ADMIN_USAGE}\n` });
const notFound = (id: string): CommandOutcome => ({ exitCode: 1, stdout: '', stderr: `No API key with id ${id}\n` });

export function runAdminCommand(argv: string[], store: Store, config: Readonly<Config>): CommandOutcome {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        name: { type: 'string' },
        balance: { type: 'string' },
        'rate-limit': { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return usage((error as Error).message);
  }
  const { values, positionals } = parsed;
  const json = values.json === true;
  const [group, action, ...rest] = positionals;
  if (values.help || !group) return ok(`${ADMIN_USAGE}\n`);
  const command = `${group} ${action ?? ''}`.trim();

  switch (command) {
    case 'keys create': {
      const name = values.name?.trim();
      if (!name) return usage('keys create needs --name NAME');
      const balanceMicros = parseUsd(values.balance ?? '');
      if (balanceMicros === undefined) return usage('keys create needs --balance USD, e.g. --balance 10.00');
      const rateText = values['rate-limit'] ?? String(config.defaultRateLimitPerMinute);
      const rateLimitPerMinute = /^\d+$/.test(rateText) ? Number(rateText) : NaN;
      if (!(rateLimitPerMinute >= 1)) return usage('--rate-limit must be a whole number of requests per minute, at least 1');
      const created = createApiKey(store, { name, balanceMicros, rateLimitPerMinute });
      const result = { ...describeKey(created.record, created.balanceMicros), key: created.key };
      return ok(json ? `${JSON.stringify(result)}\n` : `Created ${result.id} (${name}), balance ${formatUsd(created.balanceMicros)} USD.\nKey (shown once): ${created.key}\n`);
    }
    case 'keys list': {
      const keys = listApiKeys(store).map((record) => describeKey(record, getBalance(store, record.id) ?? 0));
      if (json) return ok(`${JSON.stringify(keys)}\n`);
      const lines = keys.map((k) => `${k.id}  ${k.status.padEnd(7)}  ${formatUsd(Math.round(k.balance * 1e6)).padStart(12)} USD  ${String(k.rateLimitPerMinute).padStart(5)}/min  ${k.name}`);
      return ok(`${lines.join('\n') || 'No API keys.'}\n`);
    }
    case 'keys revoke': {
      const id = rest[0];
      if (!id) return usage('keys revoke needs the key ID');
      if (!revokeApiKey(store, id)) return notFound(id);
      const record = getApiKey(store, id)!;
      const result = describeKey(record, getBalance(store, id) ?? 0);
      return ok(json ? `${JSON.stringify(result)}\n` : `Revoked ${id}.\n`);
    }
    case 'credits add': {
      const [id, amount] = rest;
      if (!id || amount === undefined) return usage('credits add needs the key ID and an amount in USD');
      const micros = parseUsd(amount);
      if (micros === undefined || micros === 0) return usage(`"${amount}" is not a positive USD amount`);
      const balance = addCredits(store, id, micros, 'added by operator');
      if (balance === undefined) return notFound(id);
      const result = { id, added: microsToUsd(micros), balance: microsToUsd(balance), currency: 'USD' };
      return ok(json ? `${JSON.stringify(result)}\n` : `Added ${formatUsd(micros)} USD to ${id}; balance ${formatUsd(balance)} USD.\n`);
    }
    case 'credits show': {
      const id = rest[0];
      if (!id) return usage('credits show needs the key ID');
      const record = getApiKey(store, id);
      if (!record) return notFound(id);
      const balance = getBalance(store, id) ?? 0;
      const totals = journalTotals(store, id);
      const result = {
        id,
        balance: microsToUsd(balance),
        currency: 'USD',
        credited: microsToUsd(totals.creditedMicros),
        charged: microsToUsd(totals.chargedMicros),
        charges: totals.charges,
      };
      return ok(json ? `${JSON.stringify(result)}\n` : `${id}: balance ${formatUsd(balance)} USD (credited ${formatUsd(totals.creditedMicros)}, charged ${formatUsd(totals.chargedMicros)} in ${totals.charges} calls)\n`);
    }
    default:
      return usage(`Unknown command "${command}"`);
  }
}

function describeKey(record: KeyRecord, balanceMicros: number) {
  return {
    id: record.id,
    name: record.name,
    balance: microsToUsd(balanceMicros),
    currency: 'USD',
    rateLimitPerMinute: record.rateLimitPerMinute,
    status: record.revokedAt === null ? 'active' : 'revoked',
    createdAt: new Date(record.createdAt).toISOString(),
    revokedAt: record.revokedAt === null ? null : new Date(record.revokedAt).toISOString(),
  };
}
