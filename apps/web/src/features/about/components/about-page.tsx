import { Link } from 'react-router';
import { useAcademy } from '../../../components/academy/use-academy';
import { TrainingFees } from '../../../components/academy/training-fees';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { AboutVideo } from './about-video';
import './about.css';

export function AboutPage() {
  usePageMeta(PAGE_META.about);
  // The programmes are the academy's facts (Settings → Academy), as are their fees below.
  const programmes = useAcademy().data?.programmes ?? [];
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">Who we are</span>
          <h1 className="heading heading--xl">About the Academy</h1>
          <p>A community academy with one goal: helping every young player become the best version of themselves.</p>
        </div>
      </section>

      <section className="section" aria-labelledby="story-title">
        <div className="container about-story">
          <div>
            <span className="eyebrow">Our story</span>
            <h2 className="heading" id="story-title">
              From one pitch to a family of players
            </h2>
            <p className="lead">
              Future Stars began in 2015 with twelve children, four cones and a borrowed pitch. Former players who wanted to give something back started
              coaching on weekday evenings — and word spread quickly.
            </p>
            <p>
              Today the academy trains more than two hundred boys and girls aged 10 to 14, has sent players to national youth squads and still keeps the same
              promise: every child plays, every child learns, and every family is part of the team.
            </p>
          </div>
          <div className="about-stats">
            <div>
              <strong>200+</strong>
              <span>young players</span>
            </div>
            <div>
              <strong>12</strong>
              <span>licensed coaches</span>
            </div>
            <div>
              <strong>10</strong>
              <span>years on the pitch</span>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--surface" aria-label="Mission and vision">
        <div className="container about-mv">
          <article className="card about-mv__card">
            <span className="eyebrow">Our mission</span>
            <h2>Develop players and people</h2>
            <p>To give young players structured, joyful coaching that builds technique, game intelligence and character — on and off the pitch.</p>
          </article>
          <article className="card about-mv__card">
            <span className="eyebrow">Our vision</span>
            <h2>A pathway for every talent</h2>
            <p>To be the region&rsquo;s most trusted youth academy, where talent from every neighbourhood finds a clear pathway to the next level.</p>
          </article>
        </div>
      </section>

      <section className="section" aria-labelledby="programs-title">
        <div className="container">
          <span className="eyebrow">What we offer</span>
          <h2 className="heading" id="programs-title">
            Programs
          </h2>
          <ul className="programs">
            {programmes.map((p, i) => (
              <li key={i} className="card program">
                {p.ages ? <span className="program__ages">{p.ages}</span> : null}
                <h3>{p.name}</h3>
                {p.description ? <p>{p.description}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TrainingFees className="section--surface" />

      <section className="section section--pitch" aria-labelledby="video-title">
        <div className="container about-video-wrap">
          <span className="eyebrow">See us in action</span>
          <h2 className="heading" id="video-title">
            Life at the academy
          </h2>
          <AboutVideo />
          <Link to="/register" className="btn btn--gold btn--lg">
            Register your athlete
          </Link>
        </div>
      </section>
    </>
  );
}
