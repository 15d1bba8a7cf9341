import { REGISTER_NEXT_TRIALS_ID, TRAINING_FEES_ID } from '../../../components/academy/section-ids';
import { whenVisible } from '../../../components/ui/when-visible';
import { PAGE_META } from '@academy/contract/page-meta';
import { usePageMeta } from '../../../hooks/use-document-meta';
import { RegisterForm } from './register-form';
import './register.css';

// Beside and below the form: their code loads when the visitor comes near it (/register's page weight, docs/decisions/020).
const NextTrials = whenVisible(REGISTER_NEXT_TRIALS_ID, async () => (await import('../../../components/academy/next-trials')).NextTrials);
const TrainingFees = whenVisible(TRAINING_FEES_ID, async () => (await import('../../../components/academy/training-fees')).TrainingFees);

const STEPS = ['Fill in this form', 'A coach calls you within a week', 'Your athlete joins a free trial session'] as const;

export function RegisterPage() {
  usePageMeta(PAGE_META.register);
  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">Ages 10 – 14</span>
          <h1 className="heading heading--xl">Player Registration</h1>
          <p>Parents and guardians: register your athlete below. Fields marked * are required.</p>
        </div>
      </section>
      <section className="section section--surface">
        <div className="container register-layout">
          <div className="card register-card">
            <RegisterForm />
          </div>
          <aside className="register-steps" aria-labelledby="steps-title">
            <h2 id="steps-title">What happens next</h2>
            <ol>
              {STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <NextTrials id={REGISTER_NEXT_TRIALS_ID} className="register-steps__trials" />
          </aside>
        </div>
      </section>
      <TrainingFees />
    </>
  );
}
