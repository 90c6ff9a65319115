/**
 * Tests only: a throwaway build directory (what STATIC_DIR points at) holding the given files,
 * made before a test file's tests and removed after them, and apps that serve it. Each app from
 * `serve()` is closed after its test.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ServerConfig } from '../config.ts';
import { harness, type Harness } from '../upstream/testing.ts';

export interface StaticBuild {
  /** A path inside the build directory. */
  path: (...parts: string[]) => string;
  /** An app serving the build (config overrides on top), closed after the test. */
  serve: (config?: Partial<ServerConfig>) => Promise<Harness>;
}

/** Call at a test file's top level: the hooks are the file's. `files` maps relative paths to contents. */
export function staticBuild(files: Record<string, string | Buffer>): StaticBuild {
  let dir = '';
  let open: Harness | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'dar-static-'));
    for (const [rel, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
      await writeFile(path.join(dir, rel), body);
    }
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  afterEach(async () => {
    await open?.close();
    open = undefined;
  });
  return {
    path: (...parts) => path.join(dir, ...parts),
    serve: async (config = {}) => (open = await harness({ config: { staticDir: dir, ...config } })),
  };
}
