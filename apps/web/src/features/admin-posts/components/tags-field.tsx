import { useId, useState, type KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { POST_TAGS_MAX, TAG_MESSAGES, TAG_NAME_MAX, tagSlug, type TagCount } from '@academy/contract/tag-constants';
import { ADMIN_FIELD_LOOK } from '../../../components/admin/field-look';
import { Field } from '../../../components/ui/form-field';
import css from './tags-field.module.css';

/** How many suggestions the list shows at once. */
const SHOWN = 8;

type Props = {
  value: readonly string[];
  onChange: (tags: string[]) => void;
  /** Existing tags to suggest, most used first (GET /api/tags). */
  suggestions: readonly TagCount[];
  /** The form's message for the field (the contract's, or the server's). */
  error?: string;
  className?: string;
};

/**
 * A post's tags (decision 047): typed names become chips on Enter or a comma (and when the field is
 * left), Backspace in the empty box removes the last chip, each chip has its own remove button.
 * Existing tags are suggested as a listbox the arrow keys walk (the ARIA combobox pattern); Enter
 * takes the highlighted one. Names that make the same slug are one tag.
 */
export function TagsField({ value, onChange, suggestions, error, className }: Props) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const chosen = new Set(value.map(tagSlug));
  const typed = text.trim().toLowerCase();
  const options = open
    ? suggestions
        .filter((s) => !chosen.has(s.slug) && (typed === '' || s.name.toLowerCase().includes(typed) || s.slug.includes(tagSlug(typed) || typed)))
        .slice(0, SHOWN)
    : [];
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;

  /** The list with `raw` added, or why it cannot be (a name already there changes nothing). */
  const withTag = (list: string[], raw: string): string[] | { problem: string } => {
    const name = raw.trim();
    const slug = tagSlug(name);
    if (!name || list.some((n) => tagSlug(n) === slug)) return list;
    if (name.length > TAG_NAME_MAX) return { problem: TAG_MESSAGES.tooLong };
    if (!slug) return { problem: TAG_MESSAGES.needsLetter };
    if (list.length >= POST_TAGS_MAX) return { problem: TAG_MESSAGES.tooMany };
    return [...list, name];
  };
  /** Adds the names; keeps what could not be added typed, with the reason. */
  const commit = (names: string[], rest = '') => {
    let list = [...value];
    let refused: { name: string; problem: string } | undefined;
    for (const name of names) {
      const next = withTag(list, name);
      if (Array.isArray(next)) list = next;
      else refused ??= { name, problem: next.problem };
    }
    if (list.length !== value.length) onChange(list);
    setText(refused ? refused.name.trim() : rest);
    setProblem(refused?.problem ?? null);
    setActive(-1);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setProblem(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      // Enter must not submit the post; a comma never goes into a name.
      e.preventDefault();
      commit([activeOption ? activeOption.name : text]);
    } else if (e.key === 'Backspace' && text === '' && value.length > 0) {
      e.preventDefault();
      remove(value.length - 1);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  const message = problem ?? error;
  return (
    <Field label={TAG_MESSAGES.label} hint={TAG_MESSAGES.hint} error={message} look={ADMIN_FIELD_LOOK} className={className}>
      {(c) => (
        <div className={css.box}>
          {value.length > 0 ? (
            <ul className={css.chips} aria-label={TAG_MESSAGES.listLabel}>
              {value.map((name, i) => (
                <li key={tagSlug(name)} className={css.chip}>
                  <span>{name}</span>
                  <button type="button" className={css.remove} aria-label={TAG_MESSAGES.remove(name)} onClick={() => remove(i)}>
                    <X size={14} aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className={css.combo}>
            <input
              {...c}
              className={`${c.className ?? ''} ${css.input}`}
              type="text"
              role="combobox"
              aria-expanded={options.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={activeOption ? `${listId}-${activeOption.slug}` : undefined}
              autoComplete="off"
              placeholder={TAG_MESSAGES.placeholder}
              value={text}
              maxLength={TAG_NAME_MAX + 20}
              onChange={(e) => {
                // A typed or pasted comma ends a name ("a, b" adds a); what follows the last one stays typed.
                const parts = e.target.value.split(',');
                const rest = parts.pop() ?? '';
                setOpen(true);
                if (parts.length > 0) return commit(parts, rest);
                setText(rest);
                setActive(-1);
                setProblem(null);
              }}
              onKeyDown={onKeyDown}
              onFocus={() => setOpen(true)}
              onBlur={() => {
                if (text.trim()) commit([text]);
                setOpen(false);
              }}
            />
            <ul id={listId} role="listbox" aria-label={TAG_MESSAGES.suggestions} className={css.options} hidden={options.length === 0}>
              {options.map((o, i) => (
                <li
                  key={o.slug}
                  id={`${listId}-${o.slug}`}
                  role="option"
                  aria-selected={i === active}
                  className={css.option}
                  // Chosen before the input's blur commits the typed text.
                  onMouseDown={(e) => {
                    e.preventDefault();
                    commit([o.name]);
                  }}
                >
                  {o.name} <span className={css.count}>{o.count}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Field>
  );
}
