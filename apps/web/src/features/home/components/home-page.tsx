import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NextTrials } from '../../../components/academy/next-trials';
import { useAcademy } from '../../../components/academy/use-academy';
import { useSiteContent } from '../../../components/site-content/use-site-content';
import { LaterHydration } from '../../../components/ui/later-hydration';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { NextMatches } from '../../../components/fixtures/next-matches';
import { BreakingNews } from './breaking-news';
import { Hero } from '../../../components/site-content/hero';
import { MediaGrid } from './media-grid';
import './home.css';

/** The newsletter block comes from its own feature; the route composes them. */
export function HomePage({ newsletter }: { newsletter?: ReactNode }) {
  usePageMeta(PAGE_META.home);
  // The reasons are the academy's facts (Settings → Academy); the page's HTML carries them.
  const reasons = useAcademy().data?.why_us ?? [];
  // The slides are the academy's site content (Settings → Site content); the page's HTML carries them.
  const site = useSiteContent();
  return (
    <>
      <Hero content={site.data?.hero} />
      <div className="home-rest">
        <section className="section" aria-labelledby="why-title">
          <div className="container why">
            <div>
              <span className="eyebrow">Why choose us</span>
              <h2 className="heading" id="why-title">
                Where future stars are made
              </h2>
              <p className="lead">
                Future Stars Football Academy gives boys and girls aged 10 to 14 a place to learn the game properly: technique, teamwork and the character to
                win and lose well. Our coaches build every session around the individual player, and our parents always know how their child is progressing.
              </p>
              <Link to="/register" className="btn btn--gold btn--lg">
                Register your athlete
              </Link>
            </div>
            <ul className="why__list">
              {reasons.map((r, i) => (
                <li key={i} className="why__item">
                  <span className="why__num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                  <div>
                    <h3>{r.title}</h3>
                    <p>{r.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
        {/* Below the hero and "why" on every screen size: rendered right after the first paint. */}
        <LaterHydration>
          <BreakingNews />
          <NextMatches />
          <MediaGrid />
          {newsletter}
          <section className="section join" aria-labelledby="join-title">
            <div className="container join__inner">
              <h2 className="heading heading--center" id="join-title">
                Ready to join the journey?
              </h2>
              <p className="lead">Trials run every month. Register today and your athlete could be on the pitch with us next week.</p>
              <NextTrials limit={3} className="join__trials" />
              <Link to="/register" className="btn btn--gold btn--lg">
                Join the journey
              </Link>
            </div>
          </section>
        </LaterHydration>
      </div>
    </>
  );
}
