/**
 * Money is held as integer micro-dollars (1 USD = 1,000,000). Decimal strings are parsed digit by digit, never
 * through floating point, so "0.1" + "0.2" is exactly 300000 micro-dollars.
 */

export const MICROS_PER_USD = 1_000_000;

const USD_PATTERN = /^(\d{1,12})(?:\.(\d{1,6}))?$/;

/** Parses a non-negative USD amount such as "10", "0.02" or "12.345678"; undefined when it is not one. */
export function parseUsd(text: string): number | undefined {
  const match = USD_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(6, '0'));
  return whole * MICROS_PER_USD + fraction;
}

/**
 * USD as a JSON number for bodies and headers. Dividing an integer below 2^53 by 10^6 yields the double whose
 * shortest decimal form is the exact amount, so 20000 prints as 0.02, not 0.019999….
 */
export function microsToUsd(micros: number): number {
  return micros / MICROS_PER_USD;
}

/** "10.00"-style text for people (CLI and logs): at least two decimals, more only when the amount has them. */
export function formatUsd(micros: number): string {
  const sign = micros < 0 ? '-' : '';
  const abs = Math.abs(micros);
  const whole = Math.floor(abs / MICROS_PER_USD);
  const fraction = String(abs % MICROS_PER_USD).padStart(6, '0').replace(/0{1,4}$/, '');
  return `${sign}${whole}.${fraction.padEnd(2, '0')}`;
}
