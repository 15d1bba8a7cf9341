import type { ReactNode } from 'react';
import css from './admin-figures.module.css';
import ui from './ui.module.css';

/** A record's key figures in a row of big numbers (a trial session's places, a squad's fill): label, value. */
export function AdminFigures({ figures, carded = false, className }: { figures: [string, ReactNode][]; carded?: boolean; className?: string }) {
  return (
    <dl className={className ? `${css.figures} ${className}` : css.figures}>
      {figures.map(([label, value]) => (
        <div key={label} className={carded ? ui.card : undefined}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
