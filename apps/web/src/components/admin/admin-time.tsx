import { formatDateTime, type DateStyle } from '../../lib/format-date';
import ui from './ui.module.css';

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
  if (!value) return none === undefined ? null : <span className={ui.muted}>{none}</span>;
  return (
    <time dateTime={value} title={title ? formatDateTime(value, title) : undefined} className={className}>
      {below ? (
        <>
          <span className={ui.timeLine}>{formatDateTime(value, style)}</span> <span className={ui.timeLine}>{formatDateTime(value, below)}</span>
        </>
      ) : (
        formatDateTime(value, style)
      )}
    </time>
  );
}
