import { useState } from 'react';
import { PUBLISH_DATE, PUBLISH_DATE_SKEW_MS } from '@academy/contract/post-date-constants';
import { LabelledInput } from '../../../components/admin/form-controls';
import ui from '../../../components/admin/ui.module.css';

/** "2026-11-24T10:00" in the browser's time zone, for <input type="datetime-local">. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * A published post's date as the editor may change it (docs/decisions/048): the shown value and
 * `read()`, which gives the ISO date to send (undefined while unchanged) or false after showing
 * why it cannot be sent. A future date is scheduling, which the Schedule button does.
 */
export function usePublishDate(published: string | undefined) {
  const initial = published ? localInputValue(new Date(published)) : '';
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const read = (): string | undefined | false => {
    if (published === undefined || value === initial) return undefined;
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) return (setProblem(PUBLISH_DATE.required), false);
    if (at.getTime() > Date.now() + PUBLISH_DATE_SKEW_MS) return (setProblem(PUBLISH_DATE.future), false);
    return at.toISOString();
  };
  const field =
    published === undefined ? null : (
      <div className={ui.card}>
        <LabelledInput
          id="post-date"
          label={PUBLISH_DATE.label}
          type="datetime-local"
          value={value}
          max={localInputValue(new Date())}
          onChange={(e) => {
            setValue(e.target.value);
            setProblem(null);
          }}
          problem={problem}
        />
        <p className={ui.hint}>{PUBLISH_DATE.hint}</p>
      </div>
    );
  return { read, field };
}
