import { Link, useParams } from 'react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import { ADMIN_PATHS, adminHref } from '@academy/contract/admin-paths';
import { SQUAD_MESSAGES, SQUAD_SCREEN, type SquadPlace } from '@academy/contract/squad';
import { RecordFallback } from '../../../components/admin/admin-page';
import { useIsAdmin } from '../../../components/admin/admin-role';
import { AdminTable, type Column } from '../../../components/admin/admin-table';
import { useAdminRecordTitle } from '../../../components/admin/admin-title';
import { AdminNotice, useNotice } from '../../../components/admin/notice';
import { ActionButton } from '../../../components/admin/row-actions';
import ui from '../../../components/admin/ui.module.css';
import { formatDateTime } from '../../../lib/format-date';
import { useSquad, useSquadPlaces, type SquadPlaceList } from '../api/squads';
import { SquadForm } from './squad-form';
import { AdminFigures } from '../../../components/admin/admin-figures';
import css from './squads.module.css';
import { REPORT_TEXTS } from '@academy/contract/report-admin-constants';
import { WriteReportLink } from '../../../components/admin/write-report-link';
import { useOpen } from '../../../hooks/use-open';
import { SquadSeason } from '../../../components/admin/attendance-blocks';

const S = SQUAD_SCREEN;
const P = SQUAD_SCREEN.placeColumns;

/** A child's name: a link to the enrollment for an administrator (a coach has no enrollment screen). */
const nameOf = (p: SquadPlace, isAdmin: boolean) => {
  const name = `${p.first_name} ${p.last_name}`.trim();
  return isAdmin ? <Link to={adminHref('enrollment', { id: p.registration_id })}>{name}</Link> : name;
};

function placeColumns(list: SquadPlaceList, isAdmin: boolean): Column<SquadPlace>[] {
  return [
    ...(list === 'waitlist' ? [{ header: P.position, cell: (p: SquadPlace) => p.position }] : []),
    { header: P.child, cell: (p) => nameOf(p, isAdmin) },
    { header: P.age, cell: (p) => p.age },
    ...(list === 'offers' ? [{ header: P.respondBy, cell: (p: SquadPlace) => formatDateTime(p.respond_by) }] : []),
    { header: P.phone, cell: (p) => <a href={`tel:${p.parent_phone}`}>{p.parent_phone}</a> },
    ...(list === 'roster' ? [{ header: P.health, cell: (p: SquadPlace) => p.health_conditions || '—' }] : []),
    ...(list === 'roster'
      ? [
          {
            header: REPORT_TEXTS.rosterColumn,
            cell: (p: SquadPlace) => <WriteReportLink registrationId={p.registration_id} name={`${p.first_name} ${p.last_name}`.trim()} />,
          },
        ]
      : []),
  ];
}

function Places({ id, list, title, empty }: { id: string; list: SquadPlaceList; title: string; empty: string }) {
  const places = useSquadPlaces(id, list);
  const isAdmin = useIsAdmin();
  const items = places.data ?? [];
  return (
    <section className={`${ui.card} ${css.section}`} aria-labelledby={`squad-${list}`} data-testid={`squad-${list}`}>
      <h2 id={`squad-${list}`} className={ui.cardTitle}>
        {title} ({items.length})
      </h2>
      {places.isError ? <p className={css.muted}>{SQUAD_MESSAGES.loadFailed}</p> : null}
      {places.isSuccess && items.length === 0 ? <p className={css.muted}>{empty}</p> : null}
      {items.length > 0 ? <AdminTable rows={items} rowKey={(p) => p.registration_id} columns={placeColumns(list, isAdmin)} card={false} /> : null}
    </section>
  );
}

/** /squads/:id: a squad's figures and coaches, its roster, open offers and waiting list in order; an administrator edits it here. */
export default function SquadPage() {
  const { id = '' } = useParams();
  const squad = useSquad(id);
  const isAdmin = useIsAdmin();
  const editing = useOpen();
  const notice = useNotice();
  useAdminRecordTitle(squad.data ? `${squad.data.name} ${squad.data.season}` : null);
  const back = (
    <Link to={ADMIN_PATHS.squads} className={`${ui.btn} ${ui.small}`}>
      <ArrowLeft size={16} aria-hidden="true" />
      {S.back}
    </Link>
  );
  if (!squad.isSuccess) return <RecordFallback query={squad} back={back} messages={{ notFound: SQUAD_MESSAGES.notFound, failed: SQUAD_MESSAGES.loadFailed }} />;
  const s = squad.data;
  const figures: [string, string | number][] = [
    [S.columns.fill, SQUAD_MESSAGES.fill(s.enrolled + s.offered, s.capacity)],
    [S.roster, s.enrolled],
    [S.offers, s.offered],
    [S.waitlist, s.waitlisted],
  ];

  return (
    <div className={ui.page}>
      <div>{back}</div>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>
            {s.name} · {s.season}
          </h1>
          <p className={ui.subtitle}>
            {SQUAD_MESSAGES.ages(s.min_age, s.max_age)} · {S.coaches}: {s.coaches.length ? s.coaches.map((c) => c.name).join(', ') : S.noCoaches}
          </p>
        </div>
        {isAdmin && !editing.open ? (
          <ActionButton icon={Pencil} look="plain" onClick={notice.clearing(editing.show)}>
            {S.edit}
          </ActionButton>
        ) : null}
      </div>
      <AdminNotice notice={notice.notice} />
      {editing.open ? <SquadForm squad={s} onClose={editing.close} onSaved={editing.closeThen(() => notice.success(SQUAD_MESSAGES.updated))} /> : null}
      <AdminFigures figures={figures} />
      <Places id={id} list="roster" title={S.roster} empty={S.rosterEmpty} />
      <SquadSeason id={id} squadName={s.name} />
      <Places id={id} list="offers" title={S.offers} empty={S.offersEmpty} />
      <Places id={id} list="waitlist" title={S.waitlist} empty={S.waitlistEmpty} />
    </div>
  );
}
