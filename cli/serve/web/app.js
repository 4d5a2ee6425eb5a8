// The page of one game, shared by every game: the record as text (checked as you type), the next
// legal actions as buttons, the answer (solve) as heat maps and the advice (advise), all from the
// API of the skb serve that sent this page (/api/GAME/solve|advise|legal: exactly the commands'
// --json). What differs between games is only how an answer is drawn: the game's renderer,
// /assets/games/GAME.js, which returns plain descriptions (heat maps, facts, a ranked list) that
// this file turns into HTML.
//
// Every change of the record (typing, after a pause; a button; undo; open; new record) is a new
// revision: the requests of older revisions are aborted, and an answer is shown only for the
// revision it was asked for. document.body.dataset.revision is the current revision and each pane's
// data-revision the one it shows, so that a test can wait for the page to catch up.

import { percent, plain, pointer } from './format.js';

const game = location.pathname.split('/').filter(Boolean)[0];
const renderer = (await import(`/assets/games/${game}.js`)).default;

const $ = (id) => document.getElementById(id);
const editor = $('record');
const backdrop = $('backdrop');
const check = $('check');
const TYPING_PAUSE_MS = 250;  // a pause in typing that makes a revision
const ADVICE_PAUSE_MS = 600;  // the rest after an answer before the advice is asked for

document.title = `${renderer.title} · skb`;
$('title').textContent = renderer.title;

// ---- Numbers --------------------------------------------------------------------------------

// The background of a cell of chance p: ColorBrewer's "Blues", light (0) to dark (1), one hue,
// so that no colour carries a meaning of its own; and the ink that stays readable on it.
const BLUES = [[247, 251, 255], [198, 219, 239], [107, 174, 214], [33, 113, 181], [8, 48, 107]];
function shade(p) {
  const x = Math.min(1, Math.max(0, p)) * (BLUES.length - 1);
  const i = Math.min(BLUES.length - 2, Math.floor(x));
  const t = x - i;
  const c = BLUES[i].map((v, k) => Math.round(v + (BLUES[i + 1][k] - v) * t));
  return { background: `rgb(${c.join(',')})`, color: p > 0.5 ? '#fff' : '#1b1f24' };
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined || value === null) continue;
    if (key === 'class') node.className = value;
    else if (key === 'style') Object.assign(node.style, value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children.flat()) if (child !== null && child !== undefined) node.append(child);
  return node;
}

// A number shown with its full value in data-value and where it comes from in data-key.
function number(key, value, text) {
  return el('span', { class: 'num', 'data-key': key, 'data-value': String(value) }, text);
}

// ---- The answer: heat maps, facts -----------------------------------------------------------

// A heat map {caption, corner, rows: [label], columns: [label], cell(r, c) -> [key, chance] or
// null}: a table with the chance printed in each cell, and its colour.
function heatmap(map) {
  const head = el('tr', {}, el('th', { scope: 'col' }, map.corner ?? ''),
    map.columns.map((c) => el('th', { scope: 'col' }, c)));
  const body = map.rows.map((row, r) => el('tr', {}, el('th', { scope: 'row' }, row),
    map.columns.map((_, c) => {
      const found = map.cell(r, c);
      if (!found || typeof found[1] !== 'number') return el('td', { class: 'empty' }, '');
      const [key, p] = found;
      return el('td', { 'data-key': key, 'data-value': String(p), style: shade(p),
        title: `${row} · ${map.columns[c]}: ${p}` }, percent(p));
    })));
  return el('div', { class: 'heat-wrap' },
    el('table', { class: 'heat' }, el('caption', {}, map.caption), el('thead', {}, head), el('tbody', {}, body)));
}

// Facts [{label, key, value, percent?, of?: {key, value}}]: a line of labelled numbers ("16 of 20"
// with `of`), or words (value a string).
function facts(list) {
  const shown = (key, value, isPercent) => number(key, value, isPercent ? `${percent(value)} %` : String(value));
  return el('ul', { class: 'facts' }, list.filter((f) => f.value !== undefined && f.value !== null).map((f) =>
    el('li', {}, `${f.label}: `, typeof f.value === 'number'
      ? el('b', {}, shown(f.key, f.value, f.percent), f.of ? [' of ', shown(f.of.key, f.of.value, false)] : [])
      : el('b', {}, String(f.value)))));
}

function showAnswer(solve) {
  const parts = [facts(renderer.facts(solve))];
  const maps = renderer.heatmaps(solve);
  if (maps.length > 0)
    parts.push(el('p', { class: 'legend' }, el('span', {}, 'chance in %:'), el('span', {}, '0'), el('span', { class: 'bar' }), el('span', {}, '100')));
  for (const map of maps) parts.push(heatmap(map));
  for (const note of renderer.notes?.(solve) ?? []) parts.push(el('p', { class: 'note' }, note));
  $('answer').replaceChildren(...parts);
}

// ---- The advice -----------------------------------------------------------------------------

// The advice as the renderer describes it: {title, path (the list's JSON pointer), items, label(item),
// values: [{field, se?, percent?, label}], line(item)?}; ranked as the command ranks it.
function showAdvice(advise) {
  const list = renderer.advice(advise);
  if (!list || list.items.length === 0) {
    $('advice').replaceChildren(el('p', { class: 'note' }, list?.empty ?? 'Nothing to advise here.'));
    return;
  }
  const best = Math.max(...list.items.map((item) => item[list.values[0].field] ?? -Infinity));
  const header = el('tr', {}, el('th', { scope: 'col' }, '#'), el('th', { scope: 'col' }, list.title),
    list.values.map((v) => el('th', { scope: 'col' }, v.label)), el('th', { scope: 'col' }, ''));
  const rows = list.items.map((item, i) => {
    const cells = list.values.map((v, k) => {
      const value = item[v.field];
      if (typeof value !== 'number') return el('td', {}, value === null || value === undefined ? '–' : String(value));
      const shown = [number(pointer(...list.path, i, v.field), value, v.percent ? `${percent(value)} %` : plain(value))];
      const se = v.se ? item[v.se] : undefined;
      if (typeof se === 'number')
        shown.push(' ± ', number(pointer(...list.path, i, v.se), se, v.percent ? `${percent(se)}` : plain(se)));
      if (k === 0 && v.percent)
        shown.push(el('span', { class: 'meter', style: { width: `${Math.round(value * 4)}rem` }, 'aria-hidden': 'true' }));
      return el('td', {}, shown);
    });
    const line = list.line?.(item);
    const action = line ? legalAction(line) : null;
    const record = action
      ? el('button', { type: 'button', onclick: () => applyAction(action), title: `Record: ${action.line}` }, 'Record')
      : '';
    return el('tr', { class: item[list.values[0].field] === best ? 'best' : '' },
      el('td', {}, String(i + 1)), el('td', {}, list.label(item)), cells, el('td', {}, record));
  });
  const parts = [];
  for (const note of list.notes ?? []) parts.push(el('p', { class: 'note' }, note));
  parts.push(el('div', { class: 'advice-wrap' },
    el('table', { class: 'advice-table' }, el('thead', {}, header), el('tbody', {}, rows))));
  $('advice').replaceChildren(...parts);
}

// ---- The legal actions ----------------------------------------------------------------------

let legal = { actions: [] };

function legalAction(line) {
  return legal.actions.find((a) => a.line === line) ?? null;
}

function showLegal(answer) {
  legal = answer;
  $('phase').textContent = answer.finished ? 'The record is finished: nothing may come next.' : answer.phase;
  const groups = [];
  for (const action of answer.actions) {
    let group = groups.at(-1);
    if (!group || group.name !== action.group) groups.push(group = { name: action.group, actions: [] });
    group.actions.push(action);
  }
  $('actions').replaceChildren(...groups.map((g) => el('div', { class: 'group', role: 'group', 'aria-label': g.name },
    el('span', { class: 'group-name' }, g.name),
    g.actions.map((a) => el('button', { type: 'button', class: 'action', 'data-line': a.line,
      'data-replace-line': a.replace_line ?? '', title: a.line, onclick: () => applyAction(a) }, a.label)))));
}

// ---- The record, its revisions, undo --------------------------------------------------------

let text = '';          // the record as last committed (what the answers are for)
const undone = [];      // earlier texts, for undo
const redone = [];      // texts undone, for redo
let typing = null;      // the timer of a pause in typing
let revision = 0;
let controller = null;  // aborts the requests of the revision before
let lastError = null;   // {text, line, column} of the last error shown

// Makes `next` the record (a new revision), keeping the text before for undo.
function commit(next, { fromEditor = false } = {}) {
  clearTimeout(typing);
  typing = null;
  document.body.dataset.pending = '0';
  if (next === text) return;
  undone.push(text);
  redone.length = 0;
  text = next;
  if (!fromEditor) editor.value = next;
  changed();
}

// Commits what was typed and not yet committed.
function flushTyping() {
  if (typing !== null) commit(editor.value, { fromEditor: true });
}

function undo() {
  flushTyping();
  if (undone.length === 0) return;
  redone.push(text);
  text = undone.pop();
  editor.value = text;
  changed();
}

function redo() {
  flushTyping();
  if (redone.length === 0) return;
  undone.push(text);
  text = redone.pop();
  editor.value = text;
  changed();
}

// Writes `action`'s line: appended after the last line, or in place of line replace_line (keeping
// that line's comment).
function applyAction(action) {
  flushTyping();
  if (action.replace_line) {
    const lines = text.split('\n');
    const old = lines[action.replace_line - 1] ?? '';
    const hash = old.indexOf('#');
    lines[action.replace_line - 1] = action.line + (hash >= 0 ? '   ' + old.slice(hash) : '');
    commit(lines.join('\n'));
  } else {
    const base = text === '' || text.endsWith('\n') ? text : text + '\n';
    commit(base + action.line + '\n');
  }
  editor.scrollTop = editor.scrollHeight;
}

// ---- Asking the server ----------------------------------------------------------------------

// This page's name for the server: a newer advice request of the same session stops the older one
// there (an aborted fetch does not stop the server's work).
const session = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');

// Posts the record to /api/GAME/COMMAND; returns {ok, status, json} or null when aborted.
async function ask(command, body, signal) {
  try {
    const response = await fetch(`/api/${game}/${command}`, { method: 'POST', body, signal,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Skb-Session': session } });
    const raw = await response.text();
    let json = null;
    try { json = JSON.parse(raw); } catch { json = { message: raw || response.statusText, line: 0, column: 0 }; }
    return { ok: response.ok, status: response.status, json };
  } catch (error) {
    if (error.name === 'AbortError') return null;
    return { ok: false, status: 0, json: { message: `skb serve cannot be reached (${error.message}): is it still running?`, line: 0, column: 0 } };
  }
}

function setPaneRevision(id, rev, state) {
  const pane = $(id);
  pane.dataset.revision = String(rev);
  pane.dataset.state = state;
}

// A new revision: asks for the answer, the legal actions and then the advice.
function changed() {
  revision += 1;
  const rev = revision;
  const body = text;
  const started = performance.now();
  document.body.dataset.revision = String(rev);
  history.replaceState(null, '', `#record=${encodeURIComponent(body)}`);
  $('undo').disabled = undone.length === 0;
  $('redo').disabled = redone.length === 0;
  controller?.abort();
  controller = new AbortController();
  const signal = controller.signal;
  $('answer').classList.add('stale');
  $('advice').classList.add('stale');
  $('advice-state').hidden = false;
  $('advice-pane').setAttribute('aria-busy', 'true');

  ask('legal', body, signal).then((r) => {
    if (r === null || rev !== revision) return;
    if (r.ok) showLegal(r.json);
    else {
      legal = { actions: [] };
      $('phase').textContent = r.status === 404 ? r.json.message : 'Mend the record to see what may come next.';
      $('actions').replaceChildren();
    }
    setPaneRevision('actions-pane', rev, r.ok ? 'ok' : 'error');
  });

  ask('solve', body, signal).then((r) => {
    if (r === null || rev !== revision) return;
    const ms = performance.now() - started;
    if (r.ok) {
      showCheck(null);
      showAnswer(r.json);
      $('answer').classList.remove('stale');
      $('latency').textContent = `(${Math.round(ms)} ms)`;
      $('answer-pane').dataset.latencyMs = ms.toFixed(1);
    } else {
      showCheck(r.json);
    }
    setPaneRevision('answer-pane', rev, r.ok ? 'ok' : 'error');
    if (!r.ok) {
      finishAdvice(rev, 'error', null, r.json);
      return;
    }
    // The advice waits for the record to rest a moment: a stale advice, aborted here, may still keep
    // the server busy until it finishes, and taps come in bursts.
    setTimeout(() => {
      if (rev !== revision) return;
      ask('advise', body, signal).then((a) => {
        if (a === null || rev !== revision) return;
        if (a.ok) showAdvice(a.json);
        finishAdvice(rev, a.ok ? 'ok' : 'error', a.ok ? null : a.json, null);
      });
    }, ADVICE_PAUSE_MS);
  });
}

// Ends the advice's working state: its answer shown, or its error (or the record's).
function finishAdvice(rev, state, error, recordError) {
  $('advice-state').hidden = true;
  $('advice-pane').removeAttribute('aria-busy');
  if (recordError) {
    $('advice').replaceChildren(el('p', { class: 'note' }, 'No advice until the record reads.'));
  } else if (error) {
    $('advice').replaceChildren(el('p', { class: 'message', 'data-exit-status': String(error.exit_status ?? '') },
      error.message));
  }
  $('advice').classList.remove('stale');
  setPaneRevision('advice-pane', rev, state);
}

// ---- The check under the editor, the underline ----------------------------------------------

// Shows the record's error (the CLI's message; line and column underlined), or that it reads.
function showCheck(error) {
  lastError = error ? { text, line: error.line, column: error.column } : null;
  check.className = error ? 'check error' : 'check ok';
  check.dataset.exitStatus = error ? String(error.exit_status ?? '') : '0';
  check.dataset.line = error ? String(error.line) : '';
  check.dataset.column = error ? String(error.column) : '';
  check.textContent = error ? error.message : `The record reads (${text.split('\n').filter((l) => l.trim()).length} lines).`;
  drawBackdrop();
}

function escapeHtml(s) {
  return s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

// Draws the text behind the editor with the error's place marked: from its column to the end of
// the word there (a space when the line ends there).
function drawBackdrop() {
  const value = editor.value;
  if (!lastError || lastError.text !== value || !(lastError.line > 0)) {
    backdrop.innerHTML = escapeHtml(value) + '\n';
    return;
  }
  const lines = value.split('\n');
  const lineIndex = Math.min(lastError.line, lines.length) - 1;
  let start = lines.slice(0, lineIndex).reduce((n, l) => n + l.length + 1, 0);
  const line = lines[lineIndex];
  const column = Math.max(1, Math.min(lastError.column || 1, line.length + 1));
  start += column - 1;
  let end = start;
  while (end < value.length && !/\s/.test(value[end])) end += 1;
  const marked = end > start ? escapeHtml(value.slice(start, end)) : ' ';
  backdrop.innerHTML = `${escapeHtml(value.slice(0, start))}<mark data-line="${lastError.line}" data-column="${
    lastError.column}">${marked}</mark>${escapeHtml(value.slice(end))}\n`;
}

// ---- Files, links, examples -----------------------------------------------------------------

function save() {
  flushTyping();
  const blob = new Blob([text], { type: 'text/plain' });
  const a = el('a', { href: URL.createObjectURL(blob), download: `record.${renderer.extension}` });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function copyLink() {
  flushTyping();
  try {
    await navigator.clipboard.writeText(location.href);
    $('link').textContent = 'Link copied';
  } catch {
    window.prompt('The link to this record:', location.href);
  }
  setTimeout(() => { $('link').textContent = 'Copy link'; }, 2000);
}

// The record the address carries (#record=...), or null.
function recordInLink() {
  const match = /^#record=(.*)$/s.exec(location.hash);
  if (!match) return null;
  try { return decodeURIComponent(match[1]); } catch { return null; }
}

async function listExamples() {
  const select = $('new-record');
  select.append(el('option', { value: 'blank' }, 'blank (the set-up only)'));
  try {
    const index = await (await fetch('/assets/examples/index.json')).json();
    for (const name of index[game] ?? []) select.append(el('option', { value: name }, `example: ${name}`));
  } catch { /* the blank record remains */ }
}

async function newRecord(choice) {
  if (choice === 'blank') commit(renderer.blank);
  else if (choice) commit(await (await fetch(`/assets/examples/${game}/${encodeURIComponent(choice)}`)).text());
  $('new-record').value = '';
}

// ---- Wiring ---------------------------------------------------------------------------------

editor.addEventListener('input', () => {
  clearTimeout(typing);
  typing = setTimeout(() => commit(editor.value, { fromEditor: true }), TYPING_PAUSE_MS);
  document.body.dataset.pending = '1';  // typed, not yet committed
  drawBackdrop();
});
editor.addEventListener('scroll', () => { backdrop.scrollTop = editor.scrollTop; });
new ResizeObserver(() => { backdrop.style.height = `${editor.offsetHeight}px`; }).observe(editor);

document.addEventListener('keydown', (event) => {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === 'z' && !event.shiftKey) { event.preventDefault(); undo(); }
  else if ((key === 'z' && event.shiftKey) || key === 'y') { event.preventDefault(); redo(); }
  else if (key === 's') { event.preventDefault(); save(); }
});
$('undo').addEventListener('click', undo);
$('redo').addEventListener('click', redo);
$('save').addEventListener('click', save);
$('link').addEventListener('click', copyLink);
$('open').addEventListener('change', async (event) => {
  const file = event.target.files[0];
  if (file) commit(await file.text());
  event.target.value = '';
});
$('new-record').addEventListener('change', (event) => newRecord(event.target.value));
window.addEventListener('hashchange', () => {
  const linked = recordInLink();
  if (linked !== null && linked !== text) commit(linked);
});

await listExamples();
const linked = recordInLink();
text = linked ?? renderer.blank;
editor.value = text;
changed();
