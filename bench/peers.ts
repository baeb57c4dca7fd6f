/**
 * The tools users would run instead of this service, used only by the benchmarks as the baseline: poppler's
 * pdftotext and pdftoppm, native tesseract, pdftk. The set-up installs the Debian packages when a tool is
 * missing and says so; the service itself never depends on them.
 */
import { execFileSync, spawnSync } from 'node:child_process';

const PACKAGE_OF: Record<string, string> = {
  pdftotext: 'poppler-utils',
  pdftoppm: 'poppler-utils',
  tesseract: 'tesseract-ocr',
  pdftk: 'pdftk-java',
};

export function hasCommand(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/**
 * Makes sure the peer commands exist, installing their Debian packages if needed (needs root and the Debian
 * mirror). Returns the commands that are still missing, so a suite can skip those rows with a message.
 */
export function ensurePeers(commands: string[]): string[] {
  const missing = commands.filter((command) => !hasCommand(command));
  if (missing.length === 0) return [];
  const packages = [...new Set(missing.map((command) => PACKAGE_OF[command] ?? command))];
  console.log(`bench set-up: installing ${packages.join(', ')} from Debian for the peer comparison`);
  try {
    execFileSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], {
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 600_000,
    });
  } catch (error) {
    console.log(`bench set-up: could not install ${packages.join(', ')} (${(error as Error).message.split('\n')[0]})`);
  }
  const still = commands.filter((command) => !hasCommand(command));
  if (still.length > 0) console.log(`bench set-up: peers unavailable, their rows are skipped: ${still.join(', ')}`);
  return still;
}

/** Runs a command and returns its wall time in ms (throws when it fails). */
export function timeCommand(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr?.toString().slice(0, 300)}`);
  return performance.now() - started;
}
