/**
 * Runs the embedded gateway on its own (`npm run gateway`). Reads the EMBEDDED_* variables (see
 * options.ts), plus EMBEDDED_PORT (default 8090), EMBEDDED_HOST (default 127.0.0.1) and EMBEDDED_KEY
 * (default 'embedded-dev-key').
 */
import { DEFAULT_KEY, standaloneFromEnv } from './options.ts';
import { startEmbeddedGateway } from './index.ts';

async function main(): Promise<void> {
  const options = standaloneFromEnv(process.env);
  const started = performance.now();
  const gateway = await startEmbeddedGateway(options);
  const d = gateway.dataset;
  const { sold, rented } = d.transactions;
  // A large market is generated a community at a time: say so, as a first emirate query waits for it.
  const onDemand = sold.ready(d.locations.emirates[0]!) ? '' : ', generated per community on first use';
  console.log(
    `Embedded gateway listening on ${gateway.url} (${d.listings.count} listings, ${sold.count} sales and ${rented.count} rentals a year${onDemand}, seed ${d.seed}, as of ${d.asOfText}, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  console.log(
    options.key === DEFAULT_KEY
      ? `Send the header x-gateway-key: ${DEFAULT_KEY} (the default development key; set EMBEDDED_KEY to change it)`
      : 'Send the header x-gateway-key with the value of EMBEDDED_KEY',
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    gateway.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
