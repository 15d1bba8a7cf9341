import { PAGE_META } from '@academy/contract/page-meta';
import { PRIVACY_PAGE as P } from '@academy/contract/privacy-constants';
import { EmailLink } from '../../../components/academy/contact-details';
import { useAcademy } from '../../../components/academy/use-academy';
import { usePageMeta } from '../../../hooks/use-document-meta';
import './privacy.css';

/** /privacy: what is kept about families and children, why, for how long, and how to get or erase it. */
export function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  const academy = useAcademy();
  return (
    <section className="section privacy-page">
      <div className="container privacy-page__body">
        <h1 className="section-title">{P.title}</h1>
        <p className="privacy-page__intro">{P.intro}</p>
        {P.sections.map((section) => (
          <section key={section.heading} className="privacy-page__section">
            <h2>{section.heading}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ))}
        {academy.data ? (
          <p className="privacy-page__contact">
            {P.contactLead} <EmailLink email={academy.data.email} />.
          </p>
        ) : null}
      </div>
    </section>
  );
}
