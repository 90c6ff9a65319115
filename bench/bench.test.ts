import { describe, expect, it } from 'vitest';
import { analyseManifest } from './bundle.ts';
import { Report, percentile } from './report.ts';

describe('bundle figures from the Vite manifest', () => {
  // The shape of the real build: the map is a dynamic import of a chunk that imports a shared
  // `leaflet-base` chunk; the old report counted the map chunk alone.
  const manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/routes/buy.tsx?tsr-split=component', 'src/routes/index.tsx?tsr-split=component'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_react.js'] },
    'src/routes/buy.tsx?tsr-split=component': { file: 'assets/buy.js', isDynamicEntry: true, imports: ['_pages.js'] },
    '_pages.js': { file: 'assets/pages.js', imports: ['_react.js'], dynamicImports: ['src/features/map/ResultsMap.tsx'] },
    'src/features/map/ResultsMap.tsx': { file: 'assets/ResultsMap.js', isDynamicEntry: true, imports: ['_leaflet-base.js', '_react.js'] },
    '_leaflet-base.js': { file: 'assets/leaflet-base.js', imports: [] },
    '_leaflet-base.css': { file: 'assets/leaflet-base.css' },
  };
  const sizes: Record<string, number> = {
    'assets/index.js': 10,
    'assets/react.js': 60,
    'assets/home.js': 5,
    'assets/buy.js': 1,
    'assets/pages.js': 30,
    'assets/ResultsMap.js': 9.7,
    'assets/leaflet-base.js': 44,
  };
  const b = analyseManifest(manifest, (f) => sizes[f]!);

  it('counts the entry, its imports and the opened route as the first route, for home and a search', () => {
    const [home, buy] = b.first;
    expect(home!.route).toBe('/');
    expect(home!.files.sort()).toEqual(['assets/home.js', 'assets/index.js', 'assets/react.js']);
    expect(home!.kB).toBe(75);
    expect(buy!.files.sort()).toEqual(['assets/buy.js', 'assets/index.js', 'assets/pages.js', 'assets/react.js']);
    expect(buy!.kB).toBe(101);
  });

  it('counts a route with the chunks it imports, and each lazy load with every chunk it adds', () => {
    const buy = b.routes.find((r) => r.route === 'src/routes/buy.tsx')!;
    expect(buy.files.sort()).toEqual(['assets/buy.js', 'assets/pages.js']);
    expect(buy.kB).toBe(31);
    expect(buy.lazy).toEqual([
      { src: 'src/features/map/ResultsMap.tsx', files: ['assets/ResultsMap.js', 'assets/leaflet-base.js'], kB: 53.7 },
    ]);
  });
});

describe('report', () => {
  it('prints each figure beside its goal with the ratio, flags misses and lists them again', () => {
    const lines: string[] = [];
    const r = new Report((l) => lines.push(l));
    r.begin('Section');
    r.figure('fast', 4, 'ms', { max: 10 });
    r.figure('slow', 12.5, 'ms', { max: 10 });
    r.figure('throughput', 0.5, 'x', { min: 0.7 });
    r.figure('plain', 3, '');
    r.summary();
    const text = lines.join('\n');
    expect(lines.find((l) => l.includes('fast'))).toMatch(/4\.00 ms\s+goal <= 10\.0 ms\s+ratio 0\.40$/);
    expect(lines.find((l) => l.includes('slow'))).toMatch(/ratio 1\.25\s+OVER BUDGET$/);
    expect(lines.find((l) => l.includes('throughput'))).toMatch(/goal >= 0\.700 x\s+ratio 0\.71\s+UNDER BUDGET$/);
    expect(lines.find((l) => l.includes('plain'))).not.toMatch(/goal|BUDGET/);
    expect(r.misses.map((m) => m.label)).toEqual(['slow', 'throughput']);
    expect(text).toContain('2 figure(s) miss their goal');
  });

  it('percentile is the nearest rank', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 0.5)).toBe(50);
    expect(percentile(xs, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });
});
