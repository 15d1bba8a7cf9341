import type { ReactNode } from 'react';
import ui from './ui.module.css';

type Props = {
  title: string;
  subtitle?: ReactNode;
  /** The header's buttons and links, on the right (under the title on a phone). */
  actions?: ReactNode;
  children: ReactNode;
};

/** An admin screen's frame: its title and subtitle, its actions beside them, then the screen. */
export function AdminPage({ title, subtitle, actions, children }: Props) {
  return (
    <div className={ui.page}>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{title}</h1>
          {subtitle ? <p className={ui.subtitle}>{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}
