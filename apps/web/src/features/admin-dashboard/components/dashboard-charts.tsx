import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { DASHBOARD_TEXTS as D } from '@academy/contract/admin-dashboard-constants';
import type { FunnelRow, SquadRow, WeekRow } from './figure-tables';

// The dashboard's charts (recharts, docs/decisions/036). This module is loaded lazily from the
// dashboard (chart-card.tsx's Suspense), so recharts is in an admin chunk of its own: the bundle
// budget's forbidden list and the import-graph test keep it out of every public page.

/** Colours with at least 3:1 against the white card (WCAG 1.4.11) and against each other's neighbours. */
export const CHART_COLOURS = { pitch: '#0b3d2e', offered: '#8a5a00', free: '#e4e9e6', freeEdge: '#5b6570', grid: '#dfe5e2', text: '#4d5661' } as const;

const tick = { fill: CHART_COLOURS.text, fontSize: 12 };
const whole = (v: unknown) => (Number.isInteger(v) ? String(v) : '');

/** Each horizontal chart's row height, height beyond the rows, right margin and label width. */
type RowFrame = { rowHeight: number; extra: number; right: number; labelWidth: number };
const FUNNEL_FRAME: RowFrame = { rowHeight: 40, extra: 20, right: 36, labelWidth: 128 };
const SQUADS_FRAME: RowFrame = { rowHeight: 44, extra: 56, right: 8, labelWidth: 150 };

/** Horizontal bars, one row per label (the funnel's stages, the squads): the frame both charts share. */
function RowBars({ data, frame, title, axis, children }: { data: readonly object[]; frame: RowFrame; title: string; axis: ReactNode; children: ReactNode }) {
  const height = frame.rowHeight * data.length + frame.extra;
  return (
    <BarChart
      layout="vertical"
      data={data as object[]}
      responsive
      style={{ width: '100%', height }}
      margin={{ top: 0, right: frame.right, bottom: 0, left: 0 }}
      title={title}
    >
      {axis}
      <YAxis type="category" dataKey="label" width={frame.labelWidth} tick={tick} tickLine={false} axisLine={false} />
      <Tooltip cursor={{ fill: CHART_COLOURS.grid }} />
      {children}
    </BarChart>
  );
}

export function FunnelChart({ rows }: { rows: FunnelRow[] }) {
  return (
    <RowBars data={rows} frame={FUNNEL_FRAME} title={D.funnel.children} axis={<XAxis type="number" hide allowDecimals={false} />}>
      <Bar dataKey="count" name={D.funnel.children} fill={CHART_COLOURS.pitch} radius={[0, 4, 4, 0]} isAnimationActive={false}>
        <LabelList dataKey="count" position="right" fill={CHART_COLOURS.pitch} fontWeight={700} />
      </Bar>
    </RowBars>
  );
}

export function WeeklyChart({ rows }: { rows: WeekRow[] }) {
  return (
    <BarChart data={rows} responsive style={{ width: '100%', height: 220 }} margin={{ top: 8, right: 8, bottom: 0, left: -24 }} title={D.weekly.registrations}>
      <CartesianGrid vertical={false} stroke={CHART_COLOURS.grid} />
      <XAxis dataKey="label" tick={tick} tickLine={false} interval="preserveStartEnd" minTickGap={12} />
      <YAxis allowDecimals={false} tick={tick} tickFormatter={whole} tickLine={false} axisLine={false} />
      <Tooltip cursor={{ fill: CHART_COLOURS.grid }} />
      <Bar dataKey="count" name={D.weekly.registrations} fill={CHART_COLOURS.pitch} radius={[3, 3, 0, 0]} isAnimationActive={false} />
    </BarChart>
  );
}

/** Each squad's capacity as one bar: enrolled, offered, free; the waiting list in its label. */
export function SquadsChart({ rows }: { rows: SquadRow[] }) {
  const data = rows.map((r) => ({ ...r, label: r.waitlisted ? `${r.name} (+${r.waitlisted} ${D.squads.waiting.toLowerCase()})` : r.name }));
  return (
    <RowBars data={data} frame={SQUADS_FRAME} title={D.squads.heading} axis={<XAxis type="number" allowDecimals={false} tick={tick} tickLine={false} />}>
      <Legend itemSorter={null} wrapperStyle={{ fontSize: 13 }} formatter={(value: string) => <span style={{ color: CHART_COLOURS.text }}>{value}</span>} />
      <Bar dataKey="enrolled" stackId="places" name={D.squads.enrolled} fill={CHART_COLOURS.pitch} isAnimationActive={false} />
      <Bar dataKey="offered" stackId="places" name={D.squads.offered} fill={CHART_COLOURS.offered} isAnimationActive={false} />
      <Bar dataKey="free" stackId="places" name={D.squads.free} fill={CHART_COLOURS.free} stroke={CHART_COLOURS.freeEdge} isAnimationActive={false} />
    </RowBars>
  );
}
