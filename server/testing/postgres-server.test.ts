import { describe, expect, it } from 'vitest';
import { postgresBinDir } from './postgres-server.ts';

describe('the throwaway PostgreSQL server', () => {
  it('finds the installed server binaries', () => {
    expect(postgresBinDir()).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
  });

  it('fails loudly, naming the package, when they are missing', () => {
    expect(() => postgresBinDir('/nonexistent/postgresql')).toThrow(
      /No PostgreSQL server binaries under \/nonexistent\/postgresql\. .*apt-get install -y --no-install-recommends postgresql/,
    );
  });
});
