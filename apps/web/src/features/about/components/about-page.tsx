import { Link } from 'react-router';
import { useAcademy } from '../../../components/academy/use-academy';
import { TrainingFees } from '../../../components/academy/training-fees';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { AboutVideo } from './about-video';
import { AboutMissionVision, AboutStory } from '../../../components/site-content/about-sections';
import { useSiteContent } from '../../../components/site-content/use-site-content';
import { LoadingState } from '../../../components/ui/states';
import './about.css';

export function AboutPage() {
  usePageMeta(PAGE_META.about);
  // The programmes are the academy's facts (Settings → Academy), as are their fees below.
  const programmes = useAcademy().data?.programmes ?? [];
  // The story, mission and vision are the academy's site content (Settings → Site content); the page's HTML carries them.
  const about = useSiteContent().data?.about;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">Who we are</span>
          <h1 className="heading heading--xl">About the Academy</h1>
          <p>A community academy with one goal: helping every young player become the best version of themselves.</p>
        </div>
      </section>

      {about ? (
        <>
          <AboutStory story={about.story} />
          <AboutMissionVision about={about} />
        </>
      ) : (
        <LoadingState />
      )}

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
