import type { ReactNode } from 'react';
import css from './pill.module.css';

export type PillTone = 'gold' | 'green' | 'grey' | 'red' | 'blue';

type Props = {
  tone: PillTone;
  /** The smaller pill of a line of text (a post's state beside its date). */
  small?: boolean;
  children: ReactNode;
} & { [data: `data-${string}`]: string };

/** A state as a word on a tinted pill with a dot (the word carries the meaning; every pair keeps at least 4.5:1 contrast). */
export function Pill({ tone, small = false, children, ...data }: Props) {
  return (
    <span className={`${css.pill} ${small ? css.small : ''} ${css[tone]}`} {...data}>
      {children}
    </span>
  );
}
