/**
 * Runs the embedded gateway on its own (`npm run gateway`). Reads the EMBEDDED_* variables (see
 * options.ts), plus EMBEDDED_PORT (default 8090) and EMBEDDED_KEY (default 'embedded-dev-key').
 */
import { embeddedOptionsFromEnv, startEmbeddedGateway } from './index.ts';

const DEFAULT_KEY = 'embedded-dev-key';

async function main(): Promise<void> {
  const options = embeddedOptionsFromEnv(process.env);
  const portText = process.env.EMBEDDED_PORT?.trim() || '8090';
  if (!/^\d{1,5}$/.test(portText) || Number(portText) > 65535) {
    throw new Error(`Invalid EMBEDDED_PORT=${JSON.stringify(process.env.EMBEDDED_PORT)}: must be a port number from 0 to 65535`);
  }
  const key = process.env.EMBEDDED_KEY?.trim() || DEFAULT_KEY;
  const started = performance.now();
  const gateway = await startEmbeddedGateway({
    ...options,
    key,
    port: Number(portText),
    host: process.env.EMBEDDED_HOST?.trim() || '127.0.0.1',
  });
  const d = gateway.dataset;
  const { sold, rented } = d.transactions;
  // A large market is generated a community at a time: say so, as a first emirate query waits for it.
  const onDemand = sold.ready(d.locations.emirates[0]!) ? '' : ', generated per community on first use';
  console.log(
    `Embedded gateway listening on ${gateway.url} (${d.listings.count} listings, ${sold.count} sales and ${rented.count} rentals a year${onDemand}, seed ${d.seed}, as of ${d.asOfText}, ready in ${Math.round(performance.now() - started)} ms)`,
  );
  console.log(
    key === DEFAULT_KEY
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
