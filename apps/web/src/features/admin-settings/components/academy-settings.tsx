import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ACADEMY_CHILDREN_TEXTS,
  ACADEMY_MESSAGES as M,
  ACADEMY_SETTINGS as S,
  AcademyInputSchema,
  openStreetMapUrl,
  type Academy,
} from '@academy/contract/academy';
import { SOCIAL_LINKS } from '@academy/contract/social';
import { policyFor, RESULTS_AGE_GROUPS, RESULTS_POLICIES, RESULTS_POLICY_SETTINGS as R } from '@academy/contract/results-constants';
import { useAcademy } from '../../../components/academy/use-academy';
import { AdminAlert } from '../../../components/admin/alert';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { AdminSpinner } from '../../../components/admin/spinner';
import { AdminCard } from '../../../components/admin/admin-card';
import ui from '../../../components/admin/ui.module.css';
import { SaveActions } from '../../../components/admin/form-controls';
import { CheckField } from '../../../components/admin/form-controls';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/form-field';
import { applyServerErrors } from '../../../lib/form-errors';
import { setTimeZone } from '../../../lib/format-date';
import { useUpdateAcademy } from '../api/update-academy';
import styles from './settings.module.css';
import { TimeZoneField } from './time-zone-field';

type FormIn = z.input<typeof AcademyInputSchema>;
type FormOut = z.output<typeof AcademyInputSchema>;
type Path = FieldPath<FormIn>;

/** The form's values: a missing optional text or social link is an empty input. */
const valuesOf = (facts: Academy): FormIn => ({
  ...facts,
  programmes: facts.programmes.map((p) => ({ ...p, ages: p.ages ?? '', description: p.description ?? '' })),
  social: Object.fromEntries(SOCIAL_LINKS.map((s) => [s.key, facts.social[s.key] ?? ''])) as FormIn['social'],
  results_policy: Object.fromEntries(ageGroupsOf(facts).map((g) => [g, policyFor(facts.results_policy, g)])),
});

/** The age groups the results editor lists: the usual ones and any other the academy has set (docs/decisions/039). */
const ageGroupsOf = (facts: Academy) =>
  [...new Set([...RESULTS_AGE_GROUPS, ...Object.keys(facts.results_policy)])].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));

/** Every field path of the current values, in the form's order (a 400's messages go under them). */
function pathsOf(values: FormIn): Path[] {
  const out: string[] = [];
  const walk = (value: unknown, prefix: string) => {
    if (Array.isArray(value)) {
      out.push(prefix);
      value.forEach((item, i) => walk(item, `${prefix}.${i}`));
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, prefix ? `${prefix}.${key}` : key);
    } else out.push(prefix);
  };
  walk(values, '');
  return out as Path[];
}

const EMPTY = {
  training: { age_group: '', days: '', times: '' },
  programme: { name: '', ages: '', fee: '', description: '' },
  why: { title: '', text: '' },
};

export function AcademySettings() {
  const academy = useAcademy();
  if (academy.isError) return <AdminAlert tone="error">{M.loadFailed}</AdminAlert>;
  if (!academy.data) return <AdminSpinner />;
  return <AcademyForm facts={academy.data} />;
}

function AcademyForm({ facts }: { facts: Academy }) {
  const save = useUpdateAcademy();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(AcademyInputSchema),
    defaultValues: valuesOf(facts),
  });
  const { register, handleSubmit, reset, setError, getValues, formState, control } = form;
  const zone = useWatch({ control, name: 'time_zone' });
  const errors = formState.errors;
  const training = useRows(form, 'training', facts.training.length);
  const programmes = useRows(form, 'programmes', facts.programmes.length);
  const whyUs = useRows(form, 'why_us', facts.why_us.length);
  const criteria = useRows(form, 'evaluation_criteria', facts.evaluation_criteria.length);
  // The saved place (what parents' "Open in maps" opens), not the one being typed.
  const mapUrl = openStreetMapUrl(facts.latitude, facts.longitude);

  const onValid = (values: FormOut) => {
    setResult(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        // This tab's screens write times in the saved zone from now on (docs/decisions/050).
        setTimeZone(saved.time_zone);
        reset(valuesOf(saved));
        [training, programmes, whyUs, criteria].forEach((rows) => rows.sync());
        setResult({ tone: 'success', text: M.saved });
      },
      onError: (e) => setResult({ tone: 'error', text: applyServerErrors(e, setError, pathsOf(getValues()), M.saveFailed) }),
    });
  };

  const look = ADMIN_FIELD_LOOK;
  const text = (name: Path, label: string, extra: { type?: string; autoComplete?: string; hint?: string; className?: string } = {}) => (
    <TextField
      key={name}
      label={label}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      hint={extra.hint}
      className={extra.className}
      error={errorAt(errors, name)}
      look={look}
      {...register(name)}
    />
  );
  const listError = (name: ListName) => {
    // "Too many" is the list's own message (react-hook-form keeps it on the array, or on its root).
    const list = errors[name] as { message?: string; root?: { message?: string } } | undefined;
    const message = list?.message ?? list?.root?.message;
    return message ? <p className={styles.listError}>{message}</p> : null;
  };
  const removeButton = (label: string, onRemove: () => void) => (
    <div className={styles.rowActions}>
      <button type="button" className={`${ui.btn} ${ui.small} ${ui.danger}`} onClick={onRemove} aria-label={S.removeLabel(label)}>
        {S.remove}
      </button>
    </div>
  );

  // One card of a repeated list (training times, programmes, reasons): its rows, each with its fields
  // and a remove button, then the add button. The why-us card keeps its page anchor "academy-why".
  const rowsCard = (
    name: ListName,
    heading: string,
    rows: Rows,
    legend: (n: number) => string,
    add: string,
    empty: object,
    fields: (i: number) => ReactNode[],
  ) => {
    const id = `academy-${name === 'why_us' ? 'why' : name}`;
    return (
      <AdminCard id={id} title={heading} form>
        {listError(name)}
        <ol className={styles.rows}>
          {rows.keys.map((i) => (
            <li key={i}>
              <fieldset className={styles.row}>
                <legend>{legend(i + 1)}</legend>
                <div className={styles.rowBody}>{fields(i)}</div>
                {removeButton(legend(i + 1), () => rows.remove(i))}
              </fieldset>
            </li>
          ))}
        </ol>
        <div>
          <button type="button" className={ui.btn} onClick={() => rows.append(empty)}>
            {add}
          </button>
        </div>
      </AdminCard>
    );
  };

  return (
    <form className={ui.page} onSubmit={handleSubmit(onValid)} noValidate aria-label={S.sectionTitle}>
      {result ? <AdminAlert tone={result.tone}>{result.text}</AdminAlert> : null}

      <AdminCard id="academy-identity" title={S.identity} form>
        <div className={ui.formGrid}>{text('name', S.fields.name, { autoComplete: 'organization' })}</div>
        <TextAreaField
          label={S.fields.description}
          hint={S.hints.description}
          error={errors.description?.message}
          look={look}
          rows={3}
          {...register('description')}
        />
      </AdminCard>

      <AdminCard id="academy-location" title={S.location} form>
        <div className={ui.formGrid}>
          {text('address', S.fields.address, { autoComplete: 'street-address' })}
          {text('town', S.fields.town, { autoComplete: 'address-level2' })}
        </div>
        <div className={ui.formGrid}>
          {(['latitude', 'longitude'] as const).map((name) => (
            <TextField
              key={name}
              label={S.fields[name]}
              type="number"
              step="any"
              inputMode="decimal"
              error={errors[name]?.message}
              look={look}
              {...register(name, { valueAsNumber: true })}
            />
          ))}
        </div>
        <p className={ui.hint}>
          {S.hints.coordinates}{' '}
          <a className={styles.mapLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
            {S.preview}
          </a>
        </p>
      </AdminCard>

      <AdminCard id="academy-contact" title={S.contact} form>
        <div className={ui.formGrid}>
          {text('phone', S.fields.phone, { type: 'tel', autoComplete: 'tel' })}
          {text('email', S.fields.email, { type: 'email', autoComplete: 'email', hint: S.hints.email })}
        </div>
      </AdminCard>

      <AdminCard id="academy-time-zone" title={S.timeZone} form>
        <TimeZoneField value={zone ?? ''} error={errors.time_zone?.message} field={register('time_zone')} />
      </AdminCard>

      {rowsCard('training', S.training, training, S.trainingRow, S.addTraining, EMPTY.training, (i) => [
        text(`training.${i}.age_group`, S.fields.age_group),
        text(`training.${i}.days`, S.fields.days),
        text(`training.${i}.times`, S.fields.times),
      ])}

      {rowsCard('programmes', S.programmes, programmes, S.programmeRow, S.addProgramme, EMPTY.programme, (i) => [
        text(`programmes.${i}.name`, S.fields.programme),
        text(`programmes.${i}.ages`, S.fields.ages),
        text(`programmes.${i}.fee`, S.fields.fee),
        text(`programmes.${i}.description`, S.fields.programmeDescription, { className: styles.wide }),
      ])}

      <AdminCard id="academy-children" title={ACADEMY_CHILDREN_TEXTS.heading} form>
        <CheckField
          label={ACADEMY_CHILDREN_TEXTS.fullNames}
          hint={ACADEMY_CHILDREN_TEXTS.fullNamesHint}
          hintId="full-names-hint"
          {...register('show_player_full_names')}
        />
      </AdminCard>

      <AdminCard id="academy-results" title={R.heading} form>
        <p className={ui.hint}>{R.hint}</p>
        <div className={ui.formGrid}>
          {ageGroupsOf(facts).map((group) => (
            <SelectField
              key={group}
              label={group}
              aria-label={R.ageGroup(group)}
              options={RESULTS_POLICIES}
              optionLabel={(p) => R.labels[p]}
              error={errorAt(errors, `results_policy.${group}`)}
              look={look}
              {...register(`results_policy.${group}`)}
            />
          ))}
        </div>
      </AdminCard>

      <AdminCard id="academy-social" title={S.social} form>
        <p className={ui.hint}>{S.hints.social}</p>
        <div className={ui.formGrid}>{SOCIAL_LINKS.map((s) => text(`social.${s.key}`, s.label, { type: 'url' }))}</div>
      </AdminCard>

      {rowsCard('why_us', S.whyUs, whyUs, S.whyRow, S.addWhy, EMPTY.why, (i) => [
        text(`why_us.${i}.title`, S.fields.whyTitle),
        text(`why_us.${i}.text`, S.fields.whyText, { className: styles.wide }),
      ])}

      <section className={`${ui.card} ${ui.form}`} aria-labelledby="academy-criteria">
        <h2 id="academy-criteria" className={ui.cardTitle}>
          {S.criteria}
        </h2>
        <p className={ui.hint}>{S.hints.criteria}</p>
        {listError('evaluation_criteria')}
        <ol className={styles.rows}>
          {criteria.keys.map((i) => (
            <li key={i}>
              <fieldset className={styles.row}>
                <legend>{S.criterionRow(i + 1)}</legend>
                <div className={styles.rowBody}>{text(`evaluation_criteria.${i}`, S.fields.criterion)}</div>
                {removeButton(S.criterionRow(i + 1), () => criteria.remove(i))}
              </fieldset>
            </li>
          ))}
        </ol>
        <div>
          <button type="button" className={ui.btn} onClick={() => criteria.append('')}>
            {S.addCriterion}
          </button>
        </div>
      </section>

      <SaveActions className={styles.saveBar} busy={save.isPending} busyLabel={S.saving}>
        {S.save}
      </SaveActions>
    </form>
  );
}

type ListName = 'training' | 'programmes' | 'why_us' | 'evaluation_criteria';

/**
 * The rows of one repeated list. Not react-hook-form's useFieldArray on purpose: the library is one
 * module shared with the public forms' chunk, and useFieldArray would add ~1.5 KB to every public
 * page with a form. Rows are keyed by position; adding or removing one resets the form's values with
 * the list changed (keeping its defaults, so "dirty" still compares with what was loaded), which
 * rewrites every input of the list from the values.
 */
type Rows = ReturnType<typeof useRows>;

function useRows(form: UseFormReturn<FormIn, unknown, FormOut>, name: ListName, initial: number) {
  const [count, setCount] = useState(initial);
  const change = (edit: (rows: unknown[]) => unknown[]) => {
    const values = form.getValues();
    const rows = edit([...((values[name] as unknown[] | undefined) ?? [])]);
    form.reset({ ...values, [name]: rows } as FormIn, { keepDefaultValues: true });
    setCount(rows.length);
  };
  return {
    keys: Array.from({ length: count }, (_, i) => i),
    append: (row: object | string) => change((rows) => [...rows, typeof row === 'string' ? row : { ...row }]),
    remove: (index: number) => change((rows) => rows.filter((_, i) => i !== index)),
    /** After the form was reset from outside (a save): the row count of its values. */
    sync: () => setCount(((form.getValues()[name] as unknown[] | undefined) ?? []).length),
  };
}

/** The message of a nested field (`training.0.days`) from react-hook-form's error tree. */
function errorAt(errors: unknown, path: string): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
