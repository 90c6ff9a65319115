/**
 * The docs name files a maintainer will look for: every repository path they name in backticks
 * (`server/routes/api.ts`, `src/contract/`) exists, so a doc cannot point at a file that moved.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectFile } from './project-root.ts';

const projectRoot = fileURLToPath(projectFile('./'));

const ROOTS = ['src/', 'server/', 'e2e/', 'bench/', 'scripts/', 'docs/', 'public/'];
const docs = ['README.md', ...readdirSync(join(projectRoot, 'docs')).map((f) => `docs/${f}`)].filter((f) => f.endsWith('.md'));

/** Backticked repository paths (no globs or placeholders), with a trailing `:line` or `#anchor` dropped. */
function pathsIn(text: string): string[] {
  const found = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!.replace(/[:#].*$/, ''));
  return found.filter((p) => ROOTS.some((r) => p.startsWith(r)) && !/[*<>{}]/.test(p));
}

describe('paths named in the docs', () => {
  it.each(docs)('%s names only paths that exist', (doc) => {
    const missing = pathsIn(readFileSync(join(projectRoot, doc), 'utf8')).filter((p) => !existsSync(join(projectRoot, p)));
    expect(missing).toEqual([]);
  });
});

describe('docs a maintainer can read', () => {
  it.each(docs)('%s has no line over 200 characters outside code blocks (wide tables are lists)', (doc) => {
    let code = false;
    const long = readFileSync(join(projectRoot, doc), 'utf8')
      .split('\n')
      .map((line, i) => {
        if (line.startsWith('```')) code = !code;
        return !code && line.length > 200 ? `${doc}:${i + 1} (${line.length} characters)` : null;
      })
      .filter(Boolean);
    expect(long).toEqual([]);
  });

  it('the README stays short: under 15 KB, the two commands first', () => {
    const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
    expect(Buffer.byteLength(readme)).toBeLessThan(15_000);
    const commands = readme.indexOf('npm ci && npm start');
    expect(commands).toBeGreaterThan(-1);
    expect(readme.indexOf('npm ci && npm test')).toBeGreaterThan(-1);
    // Nothing but the title and a line or two before them.
    expect(
      readme
        .slice(0, commands)
        .split('\n')
        .filter((l) => l.trim()).length,
    ).toBeLessThanOrEqual(4);
  });
});
