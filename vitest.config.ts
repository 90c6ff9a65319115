import { defineConfig } from 'vitest/config';

// Unit and server tiers run in Node; browser behaviour is covered by Playwright (e2e/).
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
