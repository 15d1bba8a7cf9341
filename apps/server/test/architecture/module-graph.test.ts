import { describe, expect, it } from 'vitest';
import { cycleEdges, cycles, unitEdges, type Edge } from './module-graph.ts';

/**
 * The server's module graph held where it is, so it can only get better (docs/decisions/064): the
 * season modules' circle and the infrastructure's one import of a module are listed as they are
 * today; an import that closes a new circle, or an infrastructure folder importing another
 * module, fails here; an entry the untangling removed must leave this list too.
 */
const KNOWN_CIRCLE = [
  // The enrollment state machine split between registrations/journey.ts and squads/places.ts.
  'modules/registrations -> modules/squads',
  'modules/squads -> modules/registrations',
];
/** Infrastructure (the database, config, the libraries, storage, mail, images) importing a module: the audit circle, today. */
const KNOWN_INFRA_TO_MODULE = ['lib -> modules/audit'];
const INFRA = ['config.ts', 'db', 'lib', 'images', 'storage', 'mail'];

const named = (edges: Edge[]) => edges.map((e) => `${e.from} -> ${e.to}`).sort();
const betweenModules = (edges: Edge[]) => edges.filter((e) => e.from.startsWith('modules/') && e.to.startsWith('modules/'));

describe('the server module graph', () => {
  const edges = unitEdges();

  it('reads the imports of the source (a graph with the modules in it)', () => {
    expect(betweenModules(edges).length).toBeGreaterThan(20);
    expect(edges.some((e) => e.from === 'app.ts')).toBe(true);
  });

  it('closes no circle between modules beyond the known one, and the known one only shrinks', () => {
    const now = named(cycleEdges(betweenModules(edges)));
    // New: an import that joins or makes a circle. Gone: untangled, so no longer allowed back.
    expect({ new: now.filter((e) => !KNOWN_CIRCLE.includes(e)), gone: KNOWN_CIRCLE.filter((e) => !now.includes(e)) }).toEqual({ new: [], gone: [] });
  });

  it('has the infrastructure import no module beyond the known one', () => {
    const now = named(edges.filter((e) => INFRA.includes(e.from) && e.to.startsWith('modules/')));
    expect({ new: now.filter((e) => !KNOWN_INFRA_TO_MODULE.includes(e)), gone: KNOWN_INFRA_TO_MODULE.filter((e) => !now.includes(e)) }).toEqual({
      new: [],
      gone: [],
    });
  });

  it('finds a circle and names its imports (a planted one)', () => {
    const planted: Edge[] = [
      { from: 'modules/a', to: 'modules/b', files: [] },
      { from: 'modules/b', to: 'modules/c', files: [] },
      { from: 'modules/c', to: 'modules/a', files: [] },
      { from: 'modules/c', to: 'modules/d', files: [] },
    ];
    expect(cycles(planted)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
    expect(named(cycleEdges(planted))).toEqual(['modules/a -> modules/b', 'modules/b -> modules/c', 'modules/c -> modules/a']);
  });
});
