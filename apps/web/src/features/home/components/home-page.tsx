import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AfterFirstPaint } from '../../../components/ui/after-first-paint';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { BreakingNews } from './breaking-news';
import { Hero } from './hero';
import { MediaGrid } from './media-grid';
import './home.css';

const REASONS = [
  { title: 'Licensed coaches', text: 'Every session is led by qualified coaches who put development before results.' },
  { title: 'Small groups', text: 'Age-matched squads of at most 16 players, so every child gets the ball and the attention.' },
  { title: 'Match experience', text: 'Weekly friendlies and regional tournaments to turn training into confidence.' },
] as const;

/** The newsletter block comes from its own feature; the route composes them. */
export function HomePage({ newsletter }: { newsletter?: ReactNode }) {
  useDocumentMeta(undefined, 'Future Stars Football Academy: training, matches and trials for young players aged 10 to 14.');
  return (
    <>
      <Hero />
      <div className="home-rest">
        <section className="section" aria-labelledby="why-title">
          <div className="container why">
            <div>
              <span className="eyebrow">Why choose us</span>
              <h2 className="heading" id="why-title">
                Where future stars are made
              </h2>
              <p className="lead">
                Future Stars Football Academy gives boys and girls aged 10 to 14 a place to learn the game properly: technique, teamwork
                and the character to win and lose well. Our coaches build every session around the individual player, and our parents
                always know how their child is progressing.
              </p>
              <Link to="/register" className="btn btn--gold btn--lg">
                Register your athlete
              </Link>
            </div>
            <ul className="why__list">
              {REASONS.map((r, i) => (
                <li key={r.title} className="why__item">
                  <span className="why__num" aria-hidden="true">
                    0{i + 1}
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
        <AfterFirstPaint>
          <BreakingNews />
          <MediaGrid />
          {newsletter}
          <section className="section join" aria-labelledby="join-title">
            <div className="container join__inner">
              <h2 className="heading heading--center" id="join-title">
                Ready to join the journey?
              </h2>
              <p className="lead">Trials run every month. Register today and your athlete could be on the pitch with us next week.</p>
              <Link to="/register" className="btn btn--gold btn--lg">
                Join the journey
              </Link>
            </div>
          </section>
        </AfterFirstPaint>
      </div>
    </>
  );
}
