/** Entry point: the only place that reads process.env. */
import { ConfigError, loadConfig } from './config.js';
import { ensureFirstApiKey } from './first-key.js';
import { createLogger } from './log.js';
import { startService } from './server.js';
import { openStore } from './store/open-store.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const store = openStore(config.dataDir);
  const service = await startService(config, logger, store);
  const url = `http://${config.host}:${service.port}`;
  ensureFirstApiKey(store, config, url, (text) => process.stdout.write(`${text}\n`));
  // Where a newcomer goes next: the console, the API description and the metrics, all on the same port.
  logger.info('listening', {
    url, console: `${url}/`, openapi: `${url}/api/v1/openapi.json`, metrics: `${url}/metrics`,
    dataDir: config.dataDir, workers: config.workerThreads,
  });
  service.ready.then(() => logger.info('worker pool ready'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    await service.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(`fatal: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
