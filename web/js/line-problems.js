// What is wrong with one line, gathered from what the package said of it:
// the error that stopped reading it, the anomalies its stream found, and
// the fields describeStyle12 marked suspect. The summary above the field
// table lists them in the package's own words, each with a button to the
// field it is about.

import { h } from './dom.js';

/**
 * The line's problems, the error first, then anomalies in field order:
 * { kind: 'error' | 'anomaly', code, field, fieldName, column, message }.
 */
export function problemsOf({ error = null, anomalies = null, description = null }) {
  const fields = description?.fields ?? [];
  const fieldOf = (number) => fields.find((f) => f.field === number) ?? null;
  const problems = [];
  if (error) {
    problems.push({
      kind: 'error', code: error.code, field: error.field ?? null, fieldName: error.fieldName ?? fieldOf(error.field)?.name ?? null,
      column: error.column ?? null, message: error.message,
    });
  }
  // The stream's anomalies and those describe puts on a field are often
  // the same ones: each code of each field once.
  const seen = new Set();
  const found = [...(anomalies ?? []), ...fields.map((f) => f.anomaly).filter(Boolean)];
  for (const a of found) {
    const key = `${a.code} ${a.field}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const field = fieldOf(a.field);
    problems.push({
      kind: 'anomaly', code: a.code, field: a.field ?? null, fieldName: field?.name ?? null,
      column: field?.column ?? null, message: a.message,
    });
  }
  const anomaliesFrom = error ? 1 : 0;
  const sorted = problems.slice(anomaliesFrom).sort((a, b) => (a.field ?? Infinity) - (b.field ?? Infinity));
  return [...problems.slice(0, anomaliesFrom), ...sorted];
}

/** The field numbers the anomalies accuse (marked in the raw line). */
export function accusedFields(problems) {
  return new Set(problems.filter((p) => p.kind === 'anomaly' && p.field !== null).map((p) => p.field));
}

function where(problem) {
  return [
    problem.field !== null ? `field ${problem.field}${problem.fieldName ? ` (${problem.fieldName})` : ''}` : null,
    problem.column !== null ? `column ${problem.column}` : null,
  ].filter(Boolean).join(' · ');
}

// One problem: its code, where it is (a button to the field when the
// table has it), and the message.
function problemItem(problem, { hasField }) {
  const place = where(problem);
  const go = problem.field !== null && hasField(problem.field)
    ? h('button', { type: 'button', class: 'link-button', 'data-goto-field': problem.field }, place)
    : place;
  return h('li', { class: problem.kind === 'error' ? 'problem error-box' : 'problem anomaly-box', 'data-code': problem.code },
    h('p', { class: 'error-head' }, h('span', { class: problem.kind === 'error' ? 'code-chip' : 'code-chip anomaly-chip' }, problem.code),
      place ? ' ' : '', go),
    h('p', { class: 'error-message' }, problem.message));
}

/** The summary of a line's problems, or null when it has none. */
export function problemsSummary(problems, { line, hasField }) {
  if (!problems.length) return null;
  const errors = problems.filter((p) => p.kind === 'error').length;
  const anomalies = problems.length - errors;
  const title = [
    errors ? 'could not be read' : null,
    anomalies ? `${anomalies} ${anomalies === 1 ? 'anomaly' : 'anomalies'}` : null,
  ].filter(Boolean).join('; ');
  return h('section', { class: 'line-problems', 'aria-label': `Problems of line ${line}` },
    h('h3', { class: 'problems-title' }, `Line ${line}: ${title}`),
    h('ul', { class: 'problem-list' }, problems.map((p) => problemItem(p, { hasField }))));
}
