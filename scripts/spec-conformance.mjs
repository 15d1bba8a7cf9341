#!/usr/bin/env node
// The spec conformance check (docs/spec-conformance.md), a stage of `npm test`:
// 1. every statement of docs/SPEC.md (a copy of the product spec) sections 1-9 has a row in the
//    table, mapped to a test in apps/web/e2e/spec/ whose title is the statement's own words, or
//    marked "not observable" with why; every mapped test exists;
// 2. every message SPEC.md quotes in sections 2, 4, 5 and 8 is, word for word, a text of
//    packages/contract.
// `--write` rewrites the table from the tests (keeping each "not observable" reason).
// Run with `node --import tsx scripts/spec-conformance.mjs` (it reads the contract's TypeScript).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { specStatements } from './spec-statements.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (p) => fs.readFileSync(path.join(root, p), 'utf8');
const SPEC = 'docs/SPEC.md';
const TABLE = 'docs/spec-conformance.md';
const SUITE = 'apps/web/e2e/spec';
const UNOBSERVABLE = 'not observable: ';

/** Table cells escape `|` as `\|`. */
const cell = (s) => s.replace(/\|/g, '\\|');
const uncell = (s) => s.replace(/\\\|/g, '|').trim();

/** The table's rows: { section, statement, test } (test: a spec file name, or "not observable: why"). */
export function tableRows(markdown) {
  return markdown
    .split('\n')
    .filter((l) => /^\| \d+ \|/.test(l))
    .map((l) => {
      const cells = l
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map(uncell);
      return { section: Number(cells[0]), statement: cells[1], test: cells[2] };
    });
}

/** The suite's files and, for each, the titles written in it as template literals (`§N …`). */
export function suiteTitles(files) {
  const titles = new Map();
  for (const [file, source] of files) for (const m of source.matchAll(/`(§\d[^`]*)`/g)) titles.set(m[1], file);
  return titles;
}

/** Problems of the table against the spec and the suite: [] when complete. */
export function tableProblems(specMarkdown, tableMarkdown, files) {
  const statements = specStatements(specMarkdown);
  const rows = tableRows(tableMarkdown);
  const titles = suiteTitles(files);
  const problems = [];
  const byStatement = new Map(rows.map((r) => [r.statement, r]));
  const wanted = new Set(statements.map((s) => s.title));
  for (const s of statements) {
    const row = byStatement.get(s.title);
    if (!row) problems.push(`SPEC.md line ${s.line}: no row in ${TABLE} for "${s.title}"`);
    else if (row.test.startsWith(UNOBSERVABLE)) {
      if (row.test.length <= UNOBSERVABLE.length + 3) problems.push(`"${s.title}": marked not observable without why`);
    } else if (!row.test) problems.push(`"${s.title}": no test named (write one in ${SUITE}/ titled with the statement, or say why it is not observable)`);
    else if (titles.get(s.title) !== row.test) problems.push(`"${s.title}": no test of that title in ${SUITE}/${row.test}`);
  }
  for (const r of rows) if (!wanted.has(r.statement)) problems.push(`${TABLE}: "${r.statement}" is no statement of SPEC.md (changed or removed?)`);
  for (const t of titles.keys()) if (!wanted.has(t)) problems.push(`${SUITE}/${titles.get(t)}: "${t}" is no statement of SPEC.md`);
  return problems;
}

export function writeTable(specMarkdown, tableMarkdown, files) {
  const titles = suiteTitles(files);
  const old = new Map(tableRows(tableMarkdown).map((r) => [r.statement, r.test]));
  const head = tableMarkdown.split('\n| Section |')[0].trimEnd();
  const rows = specStatements(specMarkdown).map((s) => {
    const prior = old.get(s.title) ?? '';
    const test = titles.get(s.title) ?? (prior.startsWith(UNOBSERVABLE) ? prior : '');
    return `| ${s.section} | ${cell(s.title)} | ${cell(test)} |`;
  });
  return `${head}\n\n| Section | Statement | Test (apps/web/e2e/spec/) |\n|---|---|---|\n${rows.join('\n')}\n`;
}

/** The messages SPEC.md quotes in sections 2, 4, 5 and 8, with the line each is on. */
export function quotedMessages(specMarkdown) {
  const out = [];
  let section = 0;
  specMarkdown.split('\n').forEach((line, i) => {
    const h = /^## (\d+)\./.exec(line);
    if (h) section = Number(h[1]);
    if (![2, 4, 5, 8].includes(section)) return;
    for (const m of line.matchAll(/"([^"]+)"|(?<=^|[\s(])'([^']+)'(?=[\s.,;:)]|$)/g)) out.push({ text: m[1] ?? m[2], line: i + 1 });
  });
  return out;
}

/** Quotes that are no message text but a pattern: the contract function that writes it, checked on a figure. */
export const QUOTE_FORMS = { 'N+': async () => (await import(pathToFileURL(path.join(root, 'packages/contract/src/site.ts')).href)).formatCount(7) === '7+' };

/** Every string the contract's modules export, in objects and arrays however deep. */
async function contractTexts() {
  const dir = path.join(root, 'packages/contract/src');
  const strings = new Set();
  const walk = (v, depth = 0) => {
    if (typeof v === 'string') strings.add(v);
    else if (v && typeof v === 'object' && depth < 6) for (const x of Object.values(v)) walk(x, depth + 1);
  };
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith('.ts') || f.endsWith('.test.ts') || f.endsWith('.d.ts')) continue;
    const mod = await import(pathToFileURL(path.join(dir, f)).href);
    for (const v of Object.values(mod)) walk(v);
  }
  return strings;
}

export async function quoteProblems(quotes, strings) {
  const problems = [];
  for (const q of quotes) {
    if (QUOTE_FORMS[q.text]) {
      if (!(await QUOTE_FORMS[q.text]())) problems.push(`SPEC.md line ${q.line}: no contract function writes "${q.text}"`);
      continue;
    }
    if (!strings.has(q.text)) problems.push(`SPEC.md line ${q.line}: "${q.text}" is no text of packages/contract (word for word)`);
  }
  return problems;
}

function suiteFiles() {
  const dir = path.join(root, SUITE);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]);
}

/** The check's own check: a changed quote, an unmapped statement and a missing test are each found. */
async function selfTest(spec, table, files, texts) {
  const errors = [];
  const firstQuote = quotedMessages(spec).find((q) => !QUOTE_FORMS[q.text]);
  if (!(await quoteProblems([{ ...firstQuote, text: `${firstQuote.text}!` }], texts)).length) errors.push('a changed quote was not found');
  const rows = table.split('\n');
  const mapped = rows.findIndex((l) => /^\| \d+ \|.*\| \S+\.spec\.ts \|$/.test(l));
  if (mapped < 0) return [...errors, 'no mapped row to check the check with'];
  if (!tableProblems(spec, rows.filter((_, i) => i !== mapped).join('\n'), files).length) errors.push('a statement without a row was not found');
  const title = tableRows(rows[mapped]).at(0).statement;
  if (
    !tableProblems(
      spec,
      table,
      files.map(([f, src]) => [f, src.replaceAll(`\`${title}\``, '``')]),
    ).length
  )
    errors.push('a missing test was not found');
  return errors;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const spec = read(SPEC);
  const table = read(TABLE);
  const files = suiteFiles();
  if (process.argv.includes('--write')) {
    fs.writeFileSync(path.join(root, TABLE), writeTable(spec, table, files));
    console.log(`${TABLE} written`);
  }
  const texts = await contractTexts();
  const problems = [
    ...tableProblems(spec, read(TABLE), files),
    ...(await quoteProblems(quotedMessages(spec), texts)),
    ...(await selfTest(spec, read(TABLE), files, texts)).map((e) => `self-test: ${e}`),
  ];
  const statements = specStatements(spec);
  const rows = tableRows(read(TABLE));
  const tested = rows.filter((r) => r.test && !r.test.startsWith(UNOBSERVABLE)).length;
  console.log(
    `spec conformance: ${statements.length} statements, ${tested} with a test, ${rows.length - tested} not observable; ${quotedMessages(spec).length} quoted messages`,
  );
  for (const p of problems) console.error(`  ${p}`);
  if (problems.length) {
    console.error(`spec conformance: ${problems.length} problem(s)`);
    process.exit(1);
  }
}
