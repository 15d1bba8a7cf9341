import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { ContactForm } from './contact-form';
import './contact.css';

const DETAILS = [
  { label: 'Visit us', value: 'Academy Training Ground, Stadium Road' },
  { label: 'Call us', value: '+1 (555) 010-2025' },
  { label: 'Email', value: 'info@futurestars.academy' },
  { label: 'Training hours', value: 'Mon–Fri 4 pm – 7 pm · Sat 9 am – 1 pm' },
] as const;

export function ContactPage() {
  useDocumentMeta('Contact', 'Questions about trials, training times or fees? Send Future Stars Football Academy a message.');
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
            <dl>
              {DETAILS.map((d) => (
                <div key={d.label} className="contact-info__row">
                  <dt>{d.label}</dt>
                  <dd>{d.value}</dd>
                </div>
              ))}
            </dl>
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
