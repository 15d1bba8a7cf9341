import type { ReactNode } from 'react';
import { formatDateTime, type DateStyle } from '../../lib/format-date';
import css from './cells.module.css';

export type PillTone = 'gold' | 'green' | 'grey' | 'red' | 'blue';

type PillProps = {
  tone: PillTone;
  /** The smaller pill of a line of text (a post's state beside its date). */
  small?: boolean;
  children: ReactNode;
} & { [data: `data-${string}`]: string };

/** A state as a word on a tinted pill with a dot (the word carries the meaning; every pair keeps at least 4.5:1 contrast). */
export function Pill({ tone, small = false, children, ...data }: PillProps) {
  return (
    <span className={`${css.pill} ${small ? css.small : ''} ${css[tone]}`} {...data}>
      {children}
    </span>
  );
}

type Props = {
  value: string | null | undefined;
  /** How the date is written (lib/format-date.ts). */
  style?: DateStyle;
  /** A fuller form in the tooltip. */
  title?: DateStyle;
  /** The time on a line of its own under the day, so that a column of them stays narrow. */
  below?: 'time' | 'timeSeconds';
  /** What stands for a missing date, muted. */
  none?: string;
  className?: string;
};

/** A date of an admin list as a <time>, in the academy's time zone. */
export function AdminTime({ value, style = 'day', title, below, none, className }: Props) {
  if (!value) return none === undefined ? null : <NoneText text={none} />;
  return (
    <time dateTime={value} title={title ? formatDateTime(value, title) : undefined} className={className}>
      {below ? (
        <>
          <span className={css.line}>{formatDateTime(value, style)}</span> <span className={css.line}>{formatDateTime(value, below)}</span>
        </>
      ) : (
        formatDateTime(value, style)
      )}
    </time>
  );
}

/** What stands in an admin list's cell for a missing value ("—"), muted. */
export function NoneText({ text }: { text: string }) {
  return <span className={css.muted}>{text}</span>;
}
