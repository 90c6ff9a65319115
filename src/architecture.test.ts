/**
 * The layering `npm run lint` enforces (eslint.config.js), checked against imports a change could
 * add: each case lints one line of source as if it sat at the given path. Only the import rules
 * run, without type information, so the check takes seconds, not the full lint's minute.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
});

/** The import-x rules that fire on `source` placed at `path` (the imported files must exist). */
async function importProblems(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path });
  // One rule per import at most once (two zones can name the same import).
  return [...new Set((result?.messages ?? []).map((m) => m.ruleId ?? m.message))];
}

describe('import boundaries', () => {
  it('keeps features apart', async () => {
    expect(await importProblems('src/features/property/Probe.ts', "export { SegmentedField } from '../market/controls.tsx';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps shared components and lib below the features', async () => {
    expect(await importProblems('src/components/Probe.ts', "export { SegmentedField } from '../features/market/controls.tsx';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await importProblems('src/lib/probe.ts', "export { Pager } from '../components/Pager.tsx';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps the contract and the shared module free of the browser code', async () => {
    expect(await importProblems('src/contract/probe.ts', "export { formatAED } from '../lib/format.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await importProblems('src/shared/probe.ts', "export { formatAED } from '../lib/format.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets the server import the contract and src/shared, and nothing else of src', async () => {
    expect(await importProblems('server/probe.ts', "export { formatAED } from '../src/lib/format.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(
      await importProblems(
        'server/probe.ts',
        "export { ENDPOINTS } from '../src/contract/index.ts';\nexport { landRings } from '../src/shared/land.ts';\n",
      ),
    ).toEqual([]);
  });

  it('lets a route compose features, and a feature use the layers below it', async () => {
    expect(
      await importProblems(
        'src/routes/probe.tsx',
        "export { PropertyPage } from '../features/property/PropertyPage.tsx';\nexport { ListingPriceContext } from '../features/market/ListingPriceContext.tsx';\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'src/features/market/probe.ts',
        "export { Pager } from '../../components/Pager.tsx';\nexport { formatAED } from '../../lib/format.ts';\nexport { ENDPOINTS } from '../../contract/index.ts';\n",
      ),
    ).toEqual([]);
  });

  it('keeps the test support out of the app: only tests import src/testing', async () => {
    expect(await importProblems('src/components/Probe.tsx', "export { ok } from '../testing/fake-api.ts';\n")).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await importProblems('src/components/Probe.browser.test.tsx', "export { ok } from '../testing/fake-api.ts';\n")).toEqual([]);
  });
});
