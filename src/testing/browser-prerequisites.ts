/**
 * Global setup of the browser project: a missing Chromium fails the run with what to install,
 * instead of a launcher stack trace (and never a silent skip).
 */
import { existsSync } from 'node:fs';

export default function checkChromium() {
  const chromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    throw new Error(
      `The component tests run in Chromium, and there is none at ${chromium}. ` +
        'Install it with: sudo apt-get install -y chromium (or run scripts/ensure-system-packages.sh), ' +
        'or point PLAYWRIGHT_CHROMIUM_EXECUTABLE at one.',
    );
  }
}
