import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's module graph (docs/decisions/064): every import between its source files, folded
 * into units (`modules/<name>`, or the top folder or file: `lib`, `db`, `background`, `app.ts`…),
 * each unit on a layer. An import runs *down* (to a lower layer) or *across* (between two season
 * modules, never in a circle); one that runs up is a back import.
 */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** The layers, lowest first: a unit imports only units on its own layer or below. */
export const LAYERS: readonly (readonly string[])[] = [
  ['config.ts', 'types.d.ts', 'db'],
  ['lib', 'images', 'storage', 'mail'],
  ['modules'],
  ['plugins', 'background', 'seed', 'ops'],
  ['app.ts', 'startup.ts', 'server.ts'],
];

const layerOf = (unit: string) => LAYERS.findIndex((l) => l.includes(unit.startsWith('modules/') ? 'modules' : unit));

/** The unit a source file belongs to. */
export function unitOf(file: string): string {
  const [top, second] = path.relative(SRC, file).split(path.sep);
  return top === 'modules' && second ? `modules/${second.replace(/\.ts$/, '')}` : top!;
}

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield full;
  }
}

export type Edge = { from: string; to: string; files: string[] };

/** Every unit-to-unit import (type-only imports too: a type circle is a circle), with the importing files. */
export function unitEdges(): Edge[] {
  const edges = new Map<string, Edge>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'(\.{1,2}\/[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), m[1]!);
      const from = unitOf(file);
      const to = unitOf(target);
      if (from === to) continue;
      const key = `${from} -> ${to}`;
      const edge = edges.get(key) ?? { from, to, files: [] };
      const rel = path.relative(SRC, file);
      if (!edge.files.includes(rel)) edge.files.push(rel);
      edges.set(key, edge);
    }
  }
  return [...edges.values()].sort((a, b) => `${a.from} ${a.to}`.localeCompare(`${b.from} ${b.to}`));
}

/** The imports that run up a layer. */
export const backImports = (edges: Edge[]) => edges.filter((e) => layerOf(e.to) > layerOf(e.from));

/** The units' strongly connected components of more than one unit (the circles), each sorted (Tarjan). */
export function cycles(edges: Edge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const out: string[][] = [];
  let i = 0;
  const visit = (v: string) => {
    index.set(v, i);
    low.set(v, i++);
    stack.push(v);
    on.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const part: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        part.push(w);
      } while (w !== v);
      if (part.length > 1) out.push(part.sort());
    }
  };
  for (const v of [...new Set(edges.flatMap((e) => [e.from, e.to]))].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The edges inside a circle: each one the untangling must remove (or turn around). */
export const cycleEdges = (edges: Edge[]) => {
  const inCycle = new Map(cycles(edges).flatMap((c, n) => c.map((u) => [u, n] as const)));
  return edges.filter((e) => inCycle.has(e.from) && inCycle.get(e.from) === inCycle.get(e.to));
};
