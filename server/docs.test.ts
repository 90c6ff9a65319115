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
