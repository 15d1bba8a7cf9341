import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** One card of an admin screen: a section named by its heading; `form`: its fields stacked with the form's spacing. */
export function AdminCard({ id, title, form = false, children }: { id: string; title: ReactNode; form?: boolean; children: ReactNode }) {
  return (
    <section className={form ? `${ui.card} ${ui.form}` : ui.card} aria-labelledby={id}>
      <h2 id={id} className={ui.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
