import { useId, useMemo, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { ACADEMY_SETTINGS as S, TIME_ZONE_PICKER as P } from '@academy/contract/academy';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { SelectField } from '../../../components/ui/form-field';
import styles from './settings.module.css';

/** Every IANA zone the browser knows, UTC first (Intl leaves it out of its list). */
function knownZones(): string[] {
  const listed = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...listed.filter((z) => z !== 'UTC')];
}

const offsets = new Map<string, string>();
/** The zone's offset now ("GMT+01:00"), one formatter per zone, kept per hour. */
export function offsetNow(zone: string, now = Date.now()): string {
  const key = `${zone}|${Math.floor(now / 3_600_000)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    try {
      offset =
        new Intl.DateTimeFormat('en-GB', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '';
    } catch {
      offset = '';
    }
    offsets.set(key, offset);
  }
  return offset;
}

/** "europe ber" finds Europe/Berlin; "new york" finds America/New_York. */
const matches = (zone: string, query: string) => {
  const words = query
    .toLowerCase()
    .split(/[\s/_]+/)
    .filter(Boolean);
  const name = zone.toLowerCase().replace(/[/_]/g, ' ');
  return words.every((w) => name.includes(w));
};

/**
 * The academy's time zone (docs/decisions/050): a search box over the IANA zones, and a select of the
 * zones it matches, each with its offset now; the chosen zone always stays among the options.
 */
export function TimeZoneField({ value, error, field }: { value: string; error?: string; field: UseFormRegisterReturn<'time_zone'> }) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const zones = useMemo(() => knownZones(), []);
  const found = useMemo(() => (query.trim() ? zones.filter((z) => matches(z, query)) : zones), [zones, query]);
  const shown = found.includes(value) || !value ? found : [value, ...found];
  const noMatch = found.length === 0;
  return (
    <div className={styles.zone}>
      <div className={ADMIN_FIELD_LOOK.field}>
        <label className={ADMIN_FIELD_LOOK.label} htmlFor={searchId}>
          {P.search}
        </label>
        <input
          id={searchId}
          type="search"
          className={ADMIN_FIELD_LOOK.control}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          aria-describedby={noMatch ? `${searchId}-none` : undefined}
        />
        {noMatch ? (
          <p className={ADMIN_FIELD_LOOK.hint} id={`${searchId}-none`} role="status">
            {P.noMatch}
          </p>
        ) : null}
      </div>
      <SelectField
        label={S.fields.timeZone}
        options={shown}
        optionLabel={(z) => P.option(z, offsetNow(z))}
        hint={value ? `${P.current(value, offsetNow(value))}. ${S.hints.timeZone}` : S.hints.timeZone}
        error={error}
        look={ADMIN_FIELD_LOOK}
        {...field}
      />
    </div>
  );
}
