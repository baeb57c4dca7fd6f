/** Entry of the admin CLI (`npm run --silent admin -- …`): reads the environment, runs one command, exits. */
import { ConfigError, loadConfig } from '../config.js';
import { openStore } from '../store/open-store.js';
import { runAdminCommand } from './commands.js';

try {
  const config = loadConfig(process.env);
  const store = openStore(config.dataDir);
  const outcome = runAdminCommand(process.argv.slice(2), store, config);
  await store.close();
  process.stdout.write(outcome.stdout);
  process.stderr.write(outcome.stderr);
  process.exitCode = outcome.exitCode;
} catch (error) {
  process.stderr.write(`${error instanceof ConfigError ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
