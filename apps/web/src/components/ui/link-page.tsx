import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './link-page.css';

/**
 * The frame of a page a mail's link opens: its title, what the link does, and the way home.
 * Opening such a page changes nothing (mail scanners fetch links); its button sends the POST.
 */
export function LinkPage({ title, home, children }: { title: string; home: string; children: ReactNode }) {
  return (
    <section className="link-page">
      <div className="link-page__card">
        <h1 className="heading link-page__title">{title}</h1>
        {children}
        <Link to="/" className="link-page__home">
          {home}
        </Link>
      </div>
    </section>
  );
}
