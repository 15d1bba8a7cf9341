import type { FormEventHandler, ReactNode } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { AdminScreenId } from '@academy/contract/admin-paths';
import { adminScreenHeading } from '@academy/contract/admin-screens';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';
import { ApiError } from '../../lib/api-client';
import { AdminList, type AdminListProps } from './admin-list';
import { AdminAlert } from './alert';
import { AdminConfirmDialog } from './confirm-dialog';
import { HeaderLink } from './row-actions';
import { AdminSpinner } from './spinner';
import { AdminNotice, useNotice, type Notice, type NoticeState } from './notice';
import ui from './ui.module.css';

type PageProps = {
  title: string;
  subtitle?: ReactNode;
  /** The header's buttons and links, on the right (under the title on a phone). */
  actions?: ReactNode;
  /** A screen that is one form (upload a video, a team member): the frame is the <form>, sent with this. */
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** A form screen's failed send (the server's text, else the form's), under the header. */
  failure?: string | null;
  children: ReactNode;
};

/** An admin screen's frame: its title and subtitle, its actions beside them, then the screen. */
export function AdminPage({ title, subtitle, actions, onSubmit, failure, children }: PageProps) {
  const content = (
    <>
      <div className={ui.pageHeader}>
        <div>
          <h1 className={ui.title}>{title}</h1>
          {subtitle ? <p className={ui.subtitle}>{subtitle}</p> : null}
        </div>
        {actions}
      </div>
      {onSubmit ? <AdminAlert tone="error">{failure}</AdminAlert> : null}
      {children}
    </>
  );
  return onSubmit ? (
    <form className={ui.page} onSubmit={onSubmit} noValidate>
      {content}
    </form>
  ) : (
    <div className={ui.page}>{content}</div>
  );
}

type ListPageProps<T> = Omit<PageProps, 'children'> &
  AdminListProps<T> & {
    /** What stands between the header and the list: counts, filters. */
    filters?: ReactNode;
    /** The screen's notice (components/admin/notice.tsx), shown above the list. */
    notice?: { notice: Notice | null };
    /** The notice stays in view while the list scrolls (a list whose buttons may be far down). */
    stickyNotice?: boolean;
    /** The screen's dialogs (the confirmation of a delete), after the list. */
    dialogs?: ReactNode;
  };

/**
 * An admin list screen: the frame, its filters, its notice, the list in its loading, failed, empty
 * or loaded state with its pager, and its confirmation dialog. A screen gives the data, the texts
 * and how an item looks (an <AdminTable> of columns, or its own cards).
 */
export function AdminListPage<T>({ title, subtitle, actions, filters, notice, stickyNotice, dialogs, ...list }: ListPageProps<T>) {
  return (
    <AdminPage title={title} subtitle={subtitle} actions={actions}>
      {filters}
      {notice ? <AdminNotice notice={notice.notice} sticky={stickyNotice} /> : null}
      <AdminList {...list} />
      {dialogs}
    </AdminPage>
  );
}

type DeletableListPageProps<T extends { id: number }> = Pick<ListPageProps<T>, 'subtitle' | 'filters' | 'list' | 'pager'> & {
  /** Its entry in the registry of admin screens (contract admin-screens.ts), which names it. */
  screen: AdminScreenId;
  /** The header's link to the screen that adds one. */
  add: { to: string; icon: LucideIcon; label: string };
  /** The record's DELETE (useDeleteRecord). */
  remove: UseMutationResult<unknown, Error, number>;
  /** The record's contract texts: the list's states, the delete's outcome and its warning, if any. */
  messages: { loadFailed: string; empty: string; deleted: string; deleteFailed: string; deleteWarning?: string };
  /** The confirmation dialog's question about `item`. */
  deleteTitle: (item: T | null) => string;
  /** Renders the items; `ask(item)` opens the confirmation of its delete; `notice` says what another action did. */
  children: (items: [T, ...T[]], ask: (item: T) => void, notice: NoticeState) => ReactNode;
};

/**
 * An admin list of records that are added on another screen and deleted after a confirmation
 * (albums, media, team): the list page with its add link, its notice and the delete's dialog.
 */
export function AdminDeletableListPage<T extends { id: number }>({ screen, add, remove, messages, deleteTitle, children, ...page }: DeletableListPageProps<T>) {
  const notice = useNotice();
  const del = useConfirmedDelete<T>(remove, messages, notice);
  return (
    <AdminListPage
      title={adminScreenHeading(screen)}
      actions={
        <HeaderLink to={add.to} icon={add.icon}>
          {add.label}
        </HeaderLink>
      }
      notice={notice}
      messages={messages}
      dialogs={<AdminConfirmDialog {...del.dialog} title={deleteTitle(del.target)} message={messages.deleteWarning} />}
      {...page}
    >
      {(items) => children(items, del.ask, notice)}
    </AdminListPage>
  );
}

type FallbackProps = {
  /** The record's query, not (yet) successful. */
  query: { isPending: boolean; error: unknown };
  /** The way back to the list, above the message. */
  back: ReactNode;
  messages: { notFound: string; failed: string };
};

/** A detail screen before it has its record: the spinner, then why not (404: not found; else failed) under the way back. */
export function RecordFallback({ query, back, messages }: FallbackProps) {
  if (query.isPending) return <AdminSpinner />;
  const missing = query.error instanceof ApiError && query.error.status === 404;
  return (
    <div className={ui.page}>
      <div>{back}</div>
      <AdminAlert tone="error">{missing ? messages.notFound : messages.failed}</AdminAlert>
    </div>
  );
}
