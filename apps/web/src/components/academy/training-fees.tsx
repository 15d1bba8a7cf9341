import { useId } from 'react';
import { ACADEMY_TEXTS as T } from '@academy/contract/academy-constants';
import { TRAINING_FEES_ID } from './section-ids';
import { useAcademy } from './use-academy';
import './academy.css';

/**
 * "Training & fees": when each age group trains and what each programme costs, from the academy's
 * facts, as a page section (/about and /register; `className` adds the section's background).
 * Renders nothing until the facts are there, or when both lists are empty.
 */
export function TrainingFees({ eyebrow = T.trainingFeesEyebrow, className }: { eyebrow?: string; className?: string }) {
  const academy = useAcademy();
  const titleId = useId();
  if (!academy.data) return null;
  const { training, programmes } = academy.data;
  if (training.length === 0 && programmes.length === 0) return null;
  return (
    <section id={TRAINING_FEES_ID} className={['section training-fees', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className="container">
        <span className="eyebrow">{eyebrow}</span>
        <h2 id={titleId} className="heading">
          {T.trainingFees}
        </h2>
        <div className="training-fees__grid">
          {training.length > 0 ? (
            <div className="training-fees__part">
              <h3 className="training-fees__sub">{T.trainingTimes}</h3>
              <table className="training-fees__table">
                <thead>
                  <tr>
                    <th scope="col">{T.ageGroup}</th>
                    <th scope="col">{T.days}</th>
                    <th scope="col">{T.times}</th>
                  </tr>
                </thead>
                <tbody>
                  {training.map((s, i) => (
                    <tr key={i}>
                      <th scope="row">{s.age_group}</th>
                      <td>{s.days}</td>
                      <td>{s.times}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {programmes.length > 0 ? (
            <div className="training-fees__part">
              <h3 className="training-fees__sub">{T.fees}</h3>
              <ul className="training-fees__fees">
                {programmes.map((p, i) => (
                  <li key={i}>
                    <span>
                      <span className="training-fees__name">{p.name}</span>
                      {p.ages ? <span className="training-fees__ages">{p.ages}</span> : null}
                    </span>
                    <strong className="training-fees__fee">{p.fee}</strong>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
      </div>
    </section>
  );
}
