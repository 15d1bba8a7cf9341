import { ABOUT_EYEBROWS, paragraphsOf, type AboutContent } from '@academy/contract/site-content-constants';
import './about-sections.css';

/**
 * The About page's story, mission and vision as the academy edited them (site content,
 * docs/decisions/049). The texts are plain: each paragraph is rendered as text, never as HTML.
 * The Settings preview renders these same components with the draft.
 */
export function AboutStory({ story }: { story: AboutContent['story'] }) {
  const [lead, ...rest] = paragraphsOf(story.text);
  return (
    <section className="section" aria-labelledby="story-title">
      <div className="container about-story">
        <div>
          <span className="eyebrow">{ABOUT_EYEBROWS.story}</span>
          <h2 className="heading" id="story-title">
            {story.heading}
          </h2>
          {lead === undefined ? null : <p className="lead">{lead}</p>}
          {rest.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
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
  );
}

export function AboutMissionVision({ about }: { about: AboutContent }) {
  return (
    <section className="section section--surface" aria-label="Mission and vision">
      <div className="container about-mv">
        {(['mission', 'vision'] as const).map((key) => (
          <article key={key} className="card about-mv__card">
            <span className="eyebrow">{ABOUT_EYEBROWS[key]}</span>
            <h2>{about[key].heading}</h2>
            {paragraphsOf(about[key].text).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </article>
        ))}
      </div>
    </section>
  );
}
