// SPEC.md's statements, one per sentence of sections 1 to 9, each named the way its conformance test
// is titled (docs/spec-conformance.md): "§{section} {context}: {sentence}", where the context is the
// line's route (a table row), its bold label, or the label of the bullet or group it sits under.
// Shared by the conformance check (scripts/spec-conformance.mjs) and the suite (apps/web/e2e/spec/).

/** Quoted spans ("…", '…') are kept whole: a message may hold a full stop or an exclamation mark. */
function maskQuotes(text) {
  const spans = [];
  const masked = text.replace(/"[^"]*"|(?<=^|[\s(])'[^']*'(?=[\s.,;:)]|$)/g, (m) => {
    spans.push(m);
    return `\u{e000}${spans.length - 1}\u{e000}`;
  });
  return { masked, unmask: (s) => s.replace(/\u{e000}(\d+)\u{e000}/gu, (_, i) => spans[Number(i)]) };
}

/** A line's sentences: split after . ! ? before a capital, a quote, a slash or a brace. */
export function sentences(text) {
  const { masked, unmask } = maskQuotes(text.trim());
  return masked
    .split(/(?<=[.!?])\s+(?=[A-Z"'\u{e000}(/{])/u)
    .map((s) => unmask(s).trim())
    .filter(Boolean);
}

/** "**Label** (aside): text" or "**Label**: text" or "**Label** text": the label (with its aside) and the text. */
function boldLabel(text) {
  const m = /^\*\*([^*]+)\*\*\s*(\([^)]*\))?:?\s*(.*)$/.exec(text);
  return m ? [null, m[2] ? `${m[1]} ${m[2]}` : m[1], m[3]] : null;
}
const bold = { exec: boldLabel };

/** A bullet that starts with a route or a call ("/dashboard: …", "POST /auth/login: …") names its later sentences by it. */
const routeLabel = /^((?:GET|POST|PUT|DELETE) \S+|\/[^:\s]*(?:,? (?:and )?\/[^:\s]*)*): /;

/** Every statement of SPEC.md's sections 1 to 9: { section, title, line } in document order. */
export function specStatements(markdown) {
  const out = [];
  let section = 0;
  let group = '';
  let parent = '';
  const lines = markdown.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const raw = lines[n];
    const h2 = /^## (\d+)\./.exec(raw);
    if (h2) {
      section = Number(h2[1]);
      group = '';
      parent = '';
      continue;
    }
    if (section < 1 || !raw.trim() || raw.startsWith('#')) {
      if (raw.startsWith('### ')) {
        group = '';
        parent = '';
      }
      continue;
    }
    const add = (context, text) => {
      const route = routeLabel.exec(text)?.[1];
      sentences(text).forEach((s, i) => {
        const label = i > 0 && route ? `${context ? `${context} ` : ''}${route}` : context;
        out.push({ section, title: `§${section} ${label ? `${label}: ` : ''}${s}`, line: n + 1 });
      });
    };
    if (raw.startsWith('|')) {
      const cells = raw
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim());
      if (cells[0] === 'Route' || /^-+$/.test(cells[0])) continue;
      add(cells[0], cells[1]);
      continue;
    }
    const bullet = /^(\s*)- (.*)$/.exec(raw);
    if (bullet) {
      const nested = bullet[1].length > 0;
      const b = bold.exec(bullet[2]);
      if (!nested) parent = '';
      if (b) {
        if (!nested) parent = b[1];
        if (b[2]) add(nested ? `${parent} ${b[1]}` : b[1], b[2]);
        continue;
      }
      add(nested ? parent : group, bullet[2]);
      continue;
    }
    parent = '';
    const b = bold.exec(raw);
    if (b && !b[2]) {
      group = b[1];
      continue;
    }
    if (b) {
      add(b[1], b[2]);
      continue;
    }
    add('', raw);
  }
  return out;
}
