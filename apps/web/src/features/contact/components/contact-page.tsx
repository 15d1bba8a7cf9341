import { ACADEMY_TEXTS as T } from '@academy/contract/academy-constants';
import { AddressWithMap, EmailLink, PhoneLink } from '../../../components/academy/contact-details';
import { useAcademy } from '../../../components/academy/use-academy';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { ContactForm } from './contact-form';
import './contact.css';

export function ContactPage() {
  usePageMeta(PAGE_META.contact);
  const facts = useAcademy().data;
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">Get in touch</span>
          <h1 className="heading heading--xl">Contact Us</h1>
          <p>Questions about trials, training times or fees? Send us a message and a coach will reply.</p>
        </div>
      </section>
      <section className="section">
        <div className="container contact-layout">
          <aside className="contact-info" aria-labelledby="contact-info-title">
            <h2 className="contact-info__title" id="contact-info-title">
              Academy details
            </h2>
            {facts ? (
              <dl>
                <div className="contact-info__row">
                  <dt>{T.visitUs}</dt>
                  <dd>
                    <AddressWithMap facts={facts} className="contact-info__address" />
                  </dd>
                </div>
                <div className="contact-info__row">
                  <dt>{T.callUs}</dt>
                  <dd>
                    <PhoneLink phone={facts.phone} />
                  </dd>
                </div>
                <div className="contact-info__row">
                  <dt>{T.email}</dt>
                  <dd>
                    <EmailLink email={facts.email} />
                  </dd>
                </div>
                {facts.training.length > 0 ? (
                  <div className="contact-info__row">
                    <dt>{T.trainingTimes}</dt>
                    <dd>
                      <ul className="contact-info__training">
                        {facts.training.map((s, i) => (
                          <li key={i}>
                            <strong>{s.age_group}</strong> {s.days}, {s.times}
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </aside>
          <div className="card contact-card">
            <h2 className="heading">Send a message</h2>
            <ContactForm />
          </div>
        </div>
      </section>
    </>
  );
}
