import type { ReactNode } from 'react';
import type { ListPage } from '../../hooks/use-paged-list';
import { ListState } from '../ui/list-state';
import { ADMIN_LIST_VIEWS } from './list-views';
import { AdminPager } from './pager';
import ui from './ui.module.css';

export type AdminListProps<T> = {
  /** The list's query: a page of a paged list (use-paged-list) or the whole list. */
  list: { data: ListPage<T> | T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The pager of a paged list (use-paged-list's `pager`). */
  pager?: { page: number; pages: number; onPage: (page: number) => void };
  messages: { loadFailed: string; empty: string };
  /** Renders the items, at least one: an <AdminTable>, or the screen's own cards. */
  children: (items: [T, ...T[]]) => ReactNode;
};

/** An admin list's body: loading, failed and empty states in the admin look, the items, then the pager. */
export function AdminList<T>({ list, pager, messages, children }: AdminListProps<T>) {
  const items = Array.isArray(list.data) ? list.data : list.data?.items;
  return (
    <>
      <ListState query={list} items={items} messages={messages} views={ADMIN_LIST_VIEWS}>
        {children}
      </ListState>
      {pager ? <AdminPager {...pager} /> : null}
    </>
  );
}

type CardsProps<T> = {
  items: T[];
  /** The list's layout (a grid of cards, a column of them). */
  className?: string;
  /** Each card's own look, on top of the admin card. */
  cardClassName?: string;
  cardProps?: (item: T) => { [data: `data-${string}`]: string };
  children: (item: T) => ReactNode;
};

/** An admin list shown as cards: one card (<li>) per item. */
export function AdminCards<T extends { id: number }>({ items, className, cardClassName, cardProps, children }: CardsProps<T>) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.id} className={cardClassName ? `${ui.card} ${cardClassName}` : ui.card} {...cardProps?.(item)}>
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
