// A line of the Lines list as data: its kind, flags and the two short texts
// a row shows, made once by the worker from the stream's event, so the page
// keeps strings and numbers, never events.

import { passedInWords } from './format.js';

// `sent`: a line the client sent, from a capture (the server's lines are
// the others).
export const KIND = { style12: 0, holdings: 1, gameEnd: 2, text: 3, error: 4, resync: 5, sent: 6 };
export const KIND_NAMES = ['style12', 'holdings', 'gameEnd', 'text', 'error', 'resync', 'sent'];
export const KIND_LABELS = ['board', 'holdings', 'game end', 'text', 'error', 'resync', 'sent'];

export const FLAG = {
  anomaly: 1,      // the board's fields contradict it or its game
  cutShort: 2,     // the server cut the line short
  rebuilt: 4,      // a missed move before it was rebuilt
  problem: 8,      // an error or a board that does not follow: what `n` stops at
};

// The move in the core's SAN when it checked the board against the one
// before, else as the server wrote it, numbered.
export function moveLabel(record, move) {
  if (!record.lastMove) return 'start';
  const served = record.lastMoveSan && record.lastMoveSan !== 'none' ? record.lastMoveSan : record.lastMove;
  const san = move?.san ?? served;
  if (record.moveNumber === null) return san;
  return record.sideToMove === 'b' ? `${record.moveNumber}. ${san}` : `${record.moveNumber - 1}… ${san}`;
}

// A board with anomalies names their codes ahead of its text, so that the
// row says what is wrong and a search finds a code. Codes are capitals and
// underscores, so the first CODES_END after them is theirs.
export const CODES_END = ' · ';

/** [codes, rest] of a row's text whose flags say it has anomalies. */
export function splitCodes(text) {
  const at = text.indexOf(CODES_END);
  return at < 0 ? ['', text] : [text.slice(0, at), text.slice(at + CODES_END.length)];
}

function codesOf(anomalies) {
  return [...new Set(anomalies.map((a) => a.code))].join(' ');
}

/** { kind, gameNumber, flags, move, text } of one stream event. */
export function rowSummary(event) {
  switch (event.type) {
    case 'style12': {
      const r = event.record;
      let flags = 0;
      if (event.anomalies?.length) flags |= FLAG.anomaly | FLAG.problem;
      if (r.truncated) flags |= FLAG.cutShort;
      if (event.check?.reconstructed) flags |= FLAG.rebuilt;
      const notes = `${r.truncated ? ' (cut short)' : ''}${event.check?.reconstructed ? ' (after a missed move, rebuilt)' : ''}`;
      const codes = flags & FLAG.anomaly ? `${codesOf(event.anomalies)}${CODES_END}` : '';
      return { kind: KIND.style12, gameNumber: r.gameNumber, flags, move: moveLabel(r, event.move), text: `${codes}${r.white} – ${r.black}${notes}` };
    }
    case 'holdings': {
      const r = event.record;
      return {
        kind: KIND.holdings, gameNumber: r.gameNumber, flags: 0, move: '',
        text: `White [${r.white}] Black [${r.black}]${r.passed ? ` · ${passedInWords(r.passed)}` : ''}`,
      };
    }
    case 'resync':
      return { kind: KIND.resync, gameNumber: event.gameNumber, flags: FLAG.problem, move: '', text: `this board does not follow from the one before: ${event.reason}` };
    case 'gameEnd':
      return { kind: KIND.gameEnd, gameNumber: event.gameNumber, flags: 0, move: '', text: `${event.reason} · ${event.result}` };
    case 'error':
      return { kind: KIND.error, gameNumber: null, flags: FLAG.problem, move: event.error.code, text: event.error.message };
    default:
      return { kind: KIND.text, gameNumber: null, flags: 0, move: '', text: event.text ?? '' };
  }
}
