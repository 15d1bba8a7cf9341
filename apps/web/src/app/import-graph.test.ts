import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import graph, read from the sources: imports point one way (app → features →
 * shared), no feature imports another, and no module imports itself back through a cycle.
 * ESLint checks the static imports as they are written; this checks the whole graph, dynamic
 * imports included (docs/decisions/010).
 */
const SRC = path.resolve(import.meta.dirname, '..');
const SHARED = new Set(['components', 'hooks', 'lib', 'test', 'styles']);
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

type Edge = { from: string; to: string; kind: 'static' | 'type' | 'dynamic' };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(p);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) ? [p] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.tsx?$/.test(base) && fs.existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((p) => fs.existsSync(p));
}

const STATIC = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function edgesOf(file: string, text = fs.readFileSync(file, 'utf8')): Edge[] {
  const edges: Edge[] = [];
  for (const m of text.matchAll(STATIC)) {
    const to = resolve(file, m[2]!);
    if (to) edges.push({ from: file, to, kind: m[1] ? 'type' : 'static' });
  }
  for (const m of text.matchAll(DYNAMIC)) {
    const to = resolve(file, m[1]!);
    if (to) edges.push({ from: file, to, kind: 'dynamic' });
  }
  return edges;
}

/** `app`, `features/<name>` or `shared`. */
function layerOf(file: string): string {
  const [top, second] = path.relative(SRC, file).split(path.sep);
  if (top === 'features') return `features/${second}`;
  if (top && SHARED.has(top)) return 'shared';
  return top ?? '';
}

function layerViolations(edges: Edge[]): string[] {
  const out: string[] = [];
  for (const e of edges) {
    const from = layerOf(e.from);
    const to = layerOf(e.to);
    const wrong =
      (from === 'shared' && (to === 'app' || to.startsWith('features/'))) ||
      (from.startsWith('features/') && to === 'app') ||
      (from.startsWith('features/') && to.startsWith('features/') && from !== to);
    if (wrong) out.push(`${path.relative(SRC, e.from)} → ${path.relative(SRC, e.to)}`);
  }
  return out;
}

/** Cycles through value imports (type-only imports vanish at build time and cannot cycle at run time). */
function cyclesOf(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.kind === 'static') next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const to of next.get(file) ?? []) {
      if (state.get(to) === 'open') cycles.push([...stack.slice(stack.indexOf(to)), to].map((p) => path.relative(SRC, p)));
      else if (!state.has(to)) visit(to);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of next.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

/** Every module `entry` can load, through static and dynamic imports. */
function reachableFrom(entry: string, edges: Edge[]): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const e of edges) {
      if (e.from !== file || e.kind === 'type' || seen.has(e.to)) continue;
      seen.add(e.to);
      queue.push(e.to);
    }
  }
  return seen;
}

/** Admin screens, the admin frame and routes, and the editor: never in the server renderer (docs/decisions/020). */
const ADMIN_ONLY = /^(features\/admin-|components\/admin\/|app\/(admin-|album-route))/;
/** The editor's packages and the dashboard's charting library (docs/decisions/036): admin chunks only. */
const EDITOR_PACKAGES = /from\s+['"](quill|highlight\.js|recharts)(\/[^'"]*)?['"]|import\(\s*['"](quill|highlight\.js|recharts)/;
const CHART_PACKAGE = /from\s+['"]recharts['"]/;

describe('the import graph of apps/web/src', () => {
  const files = sourceFiles(SRC);
  const edges = files.flatMap((f) => edgesOf(f));

  it('is read from every source file', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(edges.filter((e) => e.kind === 'dynamic').length).toBeGreaterThan(10);
  });

  it('points one way: app → features → shared, and no feature imports another', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cyclesOf(edges)).toEqual([]);
  });

  it('reaches no admin or editor code from the server renderer (src/entry-server.tsx)', () => {
    const reachable = [...reachableFrom(path.join(SRC, 'entry-server.tsx'), edges)];
    const relative = reachable.map((f) => path.relative(SRC, f));
    expect(relative).toContain('features/home/components/home-page.tsx');
    expect(relative).toContain('features/gallery/components/album-page.tsx');
    expect(relative.filter((f) => ADMIN_ONLY.test(f))).toEqual([]);
    expect(reachable.filter((f) => EDITOR_PACKAGES.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f))).toEqual([]);
    // The browser's router does reach them (lazily): the check would see them.
    const fromRouter = [...reachableFrom(path.join(SRC, 'app/router.tsx'), edges)].map((f) => path.relative(SRC, f));
    expect(fromRouter.filter((f) => ADMIN_ONLY.test(f)).length).toBeGreaterThan(10);
    expect([...reachableFrom(path.join(SRC, 'app/router.tsx'), edges)].some((f) => EDITOR_PACKAGES.test(fs.readFileSync(f, 'utf8')))).toBe(true);
    // The charts are among them: only the admin dashboard imports recharts, and the public pages' graph never reaches it.
    const charting = files.filter((f) => CHART_PACKAGE.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f));
    expect(charting).toEqual(['features/admin-dashboard/components/dashboard-charts.tsx']);
    expect(fromRouter).toContain(charting[0]);
    for (const entry of ['entry-server.tsx', 'app/public-routes.tsx', 'app/public-layout.tsx'])
      expect([...reachableFrom(path.join(SRC, entry), edges)].map((f) => path.relative(SRC, f))).not.toContain(charting[0]);
  });

  it("never imports the server's page reads (contract/page-reads: which answers a page embeds), outside tests", () => {
    const SERVER_ONLY = /['"]@academy\/contract\/page-reads['"]/;
    const importers = files.filter((f) => SERVER_ONLY.test(fs.readFileSync(f, 'utf8'))).map((f) => path.relative(SRC, f));
    // The hydration test reads them, as the server does: the check would see an import.
    expect(importers).toContain('app/hydration.test.tsx');
    expect(importers.filter((f) => !/\.test\.tsx?$/.test(f))).toEqual([]);
  });

  it('would see a crossing and a cycle', () => {
    const a = path.join(SRC, 'features/home/api/a.ts');
    const b = path.join(SRC, 'features/news/api/b.ts');
    const shared = path.join(SRC, 'lib/c.ts');
    const fake: Edge[] = [
      { from: a, to: b, kind: 'dynamic' },
      { from: shared, to: a, kind: 'static' },
      { from: a, to: shared, kind: 'static' },
    ];
    expect(layerViolations(fake)).toEqual(['features/home/api/a.ts → features/news/api/b.ts', 'lib/c.ts → features/home/api/a.ts']);
    expect(cyclesOf(fake)).toHaveLength(1);
    expect(
      cyclesOf([
        { from: a, to: shared, kind: 'type' },
        { from: shared, to: a, kind: 'static' },
      ]),
    ).toEqual([]);
  });
});
