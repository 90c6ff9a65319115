/**
 * The Node versions package.json promises are ones every installed package accepts: its lowest,
 * and the one running here. A dependency update that needs a newer Node fails here, not in
 * production (pin or override it, as package.json's `overrides` do, or raise `engines`).
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lock;

/** Each installed package's own Node range, as `name@version: range`. */
function nodeRanges(): [string, string][] {
  return Object.entries(lock.packages).flatMap(([path, p]) => {
    const engines = p.engines;
    const node = engines && !Array.isArray(engines) ? engines.node : undefined;
    return path && node ? [[`${path.replace(/^.*node_modules\//, '')}@${p.version ?? '?'}`, node]] : [];
  });
}

describe('engines', () => {
  const ours = pkg.engines.node;
  const lowest = semver.minVersion(ours)!.version;

  it('every installed package accepts the lowest Node package.json allows', () => {
    const refusing = nodeRanges().filter(([, range]) => !semver.satisfies(lowest, range));
    expect(refusing.map(([name, range]) => `${name} needs ${range}`)).toEqual([]);
  });

  it('the Node running the tests is one package.json allows', () => {
    expect(semver.satisfies(process.version, ours), `${process.version} against ${ours}`).toBe(true);
  });
});
