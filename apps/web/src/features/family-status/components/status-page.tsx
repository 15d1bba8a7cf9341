import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import type { FamilyAnswer, FamilyStatus } from '@academy/contract/trial';
import { FAMILY_DATA } from '@academy/contract/family-data-constants';
import { FAMILY_PAGE, FAMILY_TRIAL_CHANGE, venueMapUrl } from '@academy/contract/family-page-constants';
import { ErrorState, LoadingState } from '../../../components/ui/states';
import { useDocumentMeta } from '../../../hooks/use-document-meta';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useFamilyStatus } from '../api/get-family-status';
import { useRespond, type FamilyReply } from '../api/respond';
import { AnswerButton, AnswerNotices } from './answer-button';
import { FamilyDataActions } from './family-data-actions';
import { FamilyLinkEnd } from './family-link-end';
import { SecondGuardianCard } from './second-guardian';
import { FamilyDetailsCard } from './family-details';
import { PhotoConsentCard } from './photo-consent';
import { SquadOffer } from './squad-offer';
import { Reports } from './reports';
import { SeasonEvents } from './season-events';
import { TrialChange } from './trial-change';
import './family-status.css';
import { FamilyConfirm } from './family-confirm';

/**
 * A private link: no search engine may list it, and no referrer may carry it to another site.
 * Set in <head> by hand: the production build renders with preact/compat, which does not hoist <meta>.
 */
function usePrivatePage() {
  useEffect(() => {
    const added = [
      ['robots', 'noindex, nofollow'],
      ['referrer', 'no-referrer'],
    ].map(([name, content]) => {
      const meta = document.createElement('meta');
      meta.name = name!;
      meta.content = content!;
      return document.head.appendChild(meta);
    });
    return () => added.forEach((meta) => meta.remove());
  }, []);
}

/** What the mail's buttons ask for (`?answer=`): only a trial answer, and only one the page offers. */
function preselectedAnswer(params: URLSearchParams, status: FamilyStatus | undefined): 'confirm' | 'decline' | null {
  const wanted = params.get('answer');
  return (wanted === 'confirm' || wanted === 'decline') && status?.answers.includes(wanted) ? wanted : null;
}

/**
 * /status/:token, the family's page behind the link in every mail: the child's first name, the
 * status in plain words, the next step, the trial, and the answers allowed now. Opening the page
 * never answers anything, also from a mail's button: the family presses the button here.
 */
export function StatusPage() {
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const status = useFamilyStatus(token);
  const [erased, setErased] = useState(false);
  const [ended, setEnded] = useState(false);
  useDocumentMeta(FAMILY_PAGE.title);
  usePrivatePage();

  return (
    <>
      <section className="page-banner">
        <div className="container">
          <span className="eyebrow">{FAMILY_PAGE.title}</span>
          <h1 className="heading heading--xl">{status.data ? FAMILY_PAGE.heading(status.data.first_name) : FAMILY_PAGE.title}</h1>
        </div>
      </section>
      <section className="section section--surface">
        <div className="container family-status">
          {erased ? (
            <p className="family-status__notice family-status__notice--ok" role="status">
              {FAMILY_DATA.familyErased}
            </p>
          ) : ended ? (
            <p className="family-status__notice family-status__notice--ok" role="status">
              {FAMILY_DATA.familyLinkEnded}
            </p>
          ) : status.isPending ? (
            <LoadingState label={FAMILY_PAGE.loading} />
          ) : status.isError ? (
            status.error instanceof ApiError && status.error.status === 404 ? (
              <ErrorState message={FAMILY_PAGE.invalidLink} />
            ) : (
              <ErrorState message={FAMILY_PAGE.loadFailed} onRetry={() => void status.refetch()} />
            )
          ) : (
            <>
              <Application token={token} status={status.data} preselected={preselectedAnswer(params, status.data)} />
              <SquadOffer token={token} status={status.data} />
              <SeasonEvents token={token} status={status.data} target={Number(params.get('event')) || null} />
              <Reports reports={status.data.reports} />
              <PhotoConsentCard token={token} />
              {status.data.status === 'withdrawn' ? null : <FamilyDetailsCard token={token} />}
              {status.data.status === 'withdrawn' ? null : <SecondGuardianCard token={token} />}
              <FamilyDataActions token={token} onErased={() => setErased(true)} />
              <FamilyLinkEnd token={token} onEnded={() => setEnded(true)} />
            </>
          )}
        </div>
      </section>
    </>
  );
}

function Application({ token, status, preselected }: { token: string; status: FamilyStatus; preselected: 'confirm' | 'decline' | null }) {
  const respond = useRespond(token);
  const [answered, setAnswered] = useState<FamilyAnswer | null>(null);
  const [askWithdraw, setAskWithdraw] = useState(false);
  const trial = status.trial;
  const canAnswerTrial = trial?.state === 'invited' && (status.answers.includes('confirm') || status.answers.includes('decline'));
  /** Where the last answer's outcome is shown: beside the trial for a change or an "I can't come", else under the status. */
  const [aboutTrial, setAboutTrial] = useState(false);

  const send = (reply: FamilyReply, done?: () => void) => {
    setAnswered(null);
    setAboutTrial(done !== undefined);
    respond.mutate(reply, {
      onSuccess: () => setAnswered(typeof reply === 'string' ? reply : reply.answer),
      onSettled: () => {
        setAskWithdraw(false);
        done?.();
      },
    });
  };

  /** A refusal says why when the server does (the trial has started, the session is gone), else the general text. */
  const refusal = (message: string) =>
    ([FAMILY_TRIAL_CHANGE.started, FAMILY_TRIAL_CHANGE.sessionGone] as string[]).find((m) => m === message) ?? FAMILY_PAGE.answerRefused;
  const failure = respond.isError
    ? respond.error instanceof ApiError && (respond.error.status === 409 || respond.error.status === 404)
      ? respond.error.status === 404
        ? FAMILY_PAGE.invalidLink
        : refusal(respond.error.message)
      : FAMILY_PAGE.answerFailed
    : null;
  const trialButton = (answer: 'confirm' | 'decline') => (
    <AnswerButton answer={answer} preselected={preselected} primary="confirm" sending={respond.isPending} onAnswer={send}>
      {answer === 'confirm' ? FAMILY_PAGE.confirm : FAMILY_PAGE.decline}
    </AnswerButton>
  );
  const canChange = status.answers.includes('change_trial');
  const canDeclineConfirmed = trial?.state === 'confirmed' && status.answers.includes('decline');
  const notices = <AnswerNotices answered={answered} failure={failure} />;
  const trialFiles = `${API_BASE}/public/status/${encodeURIComponent(token)}`;

  return (
    <div className="family-status__grid">
      <article className="card family-status__card" aria-labelledby="family-status-title">
        <p className="family-status__label">{FAMILY_PAGE.statusTitle}</p>
        <h2 id="family-status-title" className="family-status__title">
          {status.title}
        </h2>
        <p className="family-status__label">{FAMILY_PAGE.nextStep}</p>
        <p className="family-status__next">{status.next_step}</p>
        {aboutTrial && trial ? null : notices}
        {status.answers.includes('withdraw') ? (
          <button type="button" className="family-status__withdraw" onClick={() => setAskWithdraw(true)} disabled={respond.isPending}>
            {FAMILY_PAGE.withdraw}
          </button>
        ) : null}
      </article>
      {trial ? (
        <article className="card family-status__card family-status__trial" aria-labelledby="family-trial-title">
          <h2 id="family-trial-title" className="family-status__title">
            {FAMILY_PAGE.trialTitle}
          </h2>
          <p className="family-status__state" data-state={trial.state}>
            {FAMILY_PAGE.trialState[trial.state]}
          </p>
          {aboutTrial ? notices : null}
          <dl className="family-status__facts">
            <dt>{FAMILY_PAGE.when}</dt>
            <dd>
              <time dateTime={trial.starts_at} data-format="long">
                {formatDateTime(trial.starts_at, 'long')}
              </time>
            </dd>
            <dt>{FAMILY_PAGE.where}</dt>
            <dd>{trial.location}</dd>
            {trial.notes ? (
              <>
                <dt>{FAMILY_PAGE.notes}</dt>
                <dd>{trial.notes}</dd>
              </>
            ) : null}
            <dt>{FAMILY_PAGE.whatToBring}</dt>
            <dd>{trial.what_to_bring}</dd>
          </dl>
          <p className="family-status__links">
            <a href={`${trialFiles}/trial.ics`} download className="family-status__link" rel="nofollow">
              {FAMILY_TRIAL_CHANGE.addToCalendar}
            </a>
            <a href={venueMapUrl(trial.location)} target="_blank" rel="noopener noreferrer" className="family-status__link">
              {FAMILY_TRIAL_CHANGE.openMap}
            </a>
          </p>
          {canChange || canDeclineConfirmed ? (
            <TrialChange
              choices={trial.choices}
              canChange={canChange}
              canDecline={canDeclineConfirmed}
              sending={respond.isPending}
              onChange={(trialId, done) => send({ answer: 'change_trial', trial_id: trialId }, done)}
              onDecline={(done) => send('decline', done)}
            />
          ) : null}
          {canAnswerTrial ? (
            <div className="family-status__answer" role="group" aria-labelledby="family-answer-title">
              <p id="family-answer-title" className="family-status__label">
                {FAMILY_PAGE.yourAnswer}
              </p>
              {preselected ? <p className="family-status__prompt">{FAMILY_PAGE.preselected[preselected]}</p> : null}
              <div className="family-status__buttons">
                {status.answers.includes('confirm') ? trialButton('confirm') : null}
                {status.answers.includes('decline') ? trialButton('decline') : null}
              </div>
            </div>
          ) : null}
        </article>
      ) : null}
      {askWithdraw ? (
        <FamilyConfirm
          title={FAMILY_PAGE.withdrawTitle}
          message={FAMILY_PAGE.withdrawConfirm}
          cancel={FAMILY_PAGE.withdrawNo}
          confirm={FAMILY_PAGE.withdrawYes}
          busy={respond.isPending}
          busyLabel={FAMILY_PAGE.sending}
          onCancel={() => setAskWithdraw(false)}
          onConfirm={() => send('withdraw')}
        />
      ) : null}
    </div>
  );
}
