import routesSource from './public-routes.tsx?raw';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS build script without types
import { analyze, BUDGET, LATER_PARTS, PUBLIC_ROUTES, serverRendererProblems, untrackedRouteModules } from '../../scripts/bundle-budget.mjs';

type Row = { route: string; jsKb: number; cssKb: number; chunks: number; forbidden: string[] };
const KB = 1024;

/** The build's shape: the entry imports its start-up dynamically (main.tsx), which imports the routes' modules lazily. */
function manifestFor(routeModules: string[], extra: Record<string, object> = {}) {
  const manifest: Record<string, object> = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], css: ['assets/index.css'], dynamicImports: ['src/app/start.tsx'] },
    'src/app/start.tsx': { file: 'assets/start.js', imports: ['_vendor.js'], dynamicImports: routeModules },
    '_vendor.js': { file: 'assets/vendor.js' },
    ...extra,
  };
  for (const m of routeModules) if (!manifest[m]) manifest[m] = { file: `assets/${m.split('/').pop()}.js`, imports: ['_vendor.js'] };
  return manifest;
}

describe('bundle budget analysis (scripts/bundle-budget.mjs)', () => {
  const routeModules = [
    ...new Set([...Object.values(PUBLIC_ROUTES as Record<string, string[]>), ...Object.values(LATER_PARTS as Record<string, string[]>)].flat()),
  ];

  it('adds the entry, its static imports, its start-up and the route chunk, counting shared chunks once', () => {
    const rows: Row[] = analyze(manifestFor(routeModules), {}, (f: string) => (f.endsWith('vendor.js') ? 60 * KB : f.endsWith('.css') ? 5 * KB : 10 * KB));
    const about = rows.find((r) => r.route === '/about')!;
    expect(about.jsKb).toBe(60 + 10 + 10 + 10);
    expect(about.cssKb).toBe(5);
    expect(about.chunks).toBe(4);
  });

  it("leaves out of a page's weight the parts it loads when the visitor comes near them, but not out of the forbidden-code rule", () => {
    const [later] = (LATER_PARTS as Record<string, string[]>)['/']!;
    const manifest = manifestFor(routeModules, { [later!]: { file: 'assets/later.js', imports: ['_editor.js'] }, '_editor.js': { file: 'assets/editor.js' } });
    const rows: Row[] = analyze(manifest, { 'assets/editor.js': ['src/features/admin-posts/x.tsx'] }, (f: string) =>
      f.endsWith('vendor.js') ? 60 * KB : 10 * KB,
    );
    const home = rows.find((r) => r.route === '/')!;
    expect(home.jsKb).toBe(60 + 10 + 10 + 10);
    expect(home.forbidden).toEqual(['assets/editor.js: src/features/admin-posts/x.tsx']);
  });

  it('flags admin or editor modules reachable from a public route, also through its lazy imports', () => {
    const gallery = 'src/features/gallery/components/album-page.tsx';
    const manifest = manifestFor(routeModules, {
      [gallery]: { file: 'assets/album.js', dynamicImports: ['_lightbox.js'] },
      '_lightbox.js': { file: 'assets/lightbox.js', imports: ['_editor.js'] },
      '_editor.js': { file: 'assets/editor.js' },
    });
    const rows: Row[] = analyze(manifest, { 'assets/editor.js': ['../../node_modules/quill/core.js', 'src/features/admin-posts/x.tsx'] }, () => KB);
    expect(rows.find((r) => r.route === '/photo/:id')!.forbidden).toHaveLength(2);
    expect(rows.find((r) => r.route === '/about')!.forbidden).toHaveLength(0);
  });

  it('flags admin or editor modules in the server renderer', () => {
    expect(
      serverRendererProblems({ 'entry-server.js': ['src/features/home/components/home-page.tsx', '../../node_modules/react-dom/server.node.js'] }),
    ).toEqual([]);
    expect(
      serverRendererProblems({ 'entry-server.js': ['src/features/admin-posts/components/post-form.tsx', '../../node_modules/quill/core.js'] }),
    ).toHaveLength(2);
  });

  it('knows every lazily loaded public route module', () => {
    const source: string = routesSource;
    expect(untrackedRouteModules(source)).toEqual([]);
    expect(untrackedRouteModules(`${source}\nimport('../features/shop/components/shop-page')`)).toEqual(['src/features/shop/components/shop-page.tsx']);
    expect(BUDGET).toEqual({ jsKb: 150, cssKb: 30 });
  });
});
