// The hat game on the page (app.js): which hat kind is at each position, from `skb hats solve
// --json`; the moves of `skb hats advise --json`, ranked, with their standard errors.
import { pointer } from '../format.js';

export default {
  title: 'The hat game',
  extension: 'hats',
  blank: 'players Ann Ben\nview Ann\ncharacters 1 2 3 4 5 6 7\n',

  facts: (s) => [
    { label: 'layouts that fit', key: pointer('consistent_layouts'), value: s.consistent_layouts, of: { key: pointer('layouts'), value: s.layouts } },
    { label: 'turns', key: pointer('turns'), value: s.turns },
    { label: 'to move', value: s.over ? 'nobody (over)' : s.to_move },
    { label: 'checks passed', key: pointer('checks_passed'), value: s.checks_passed, percent: true },
  ],

  heatmaps(s) {
    const positions = (s.positions ?? []).map((p, i) => ({ p, i })).filter(({ p }) => p.present !== false && p.chances);
    if (positions.length === 0) return [];
    const kinds = Object.keys(positions[0].p.chances);
    return [{
      caption: 'Which hat is at each position', corner: 'position (character)',
      rows: positions.map(({ p }) => `${p.position} (${p.character})`), columns: kinds.map((k) => (k === 'M' ? 'magic' : k)),
      cell: (r, c) => [pointer('positions', positions[r].i, 'chances', kinds[c]), positions[r].p.chances[kinds[c]]],
    }];
  },

  advice: (a) => ({
    title: 'move', path: ['moves'], items: a.moves ?? [], label: (m) => m.move,
    values: [{ field: 'win', se: 'win_se', label: 'win', percent: true }, { field: 'margin', se: 'margin_se', label: 'margin' }],
    line: (m) => m.statement,
    notes: [`Advice for ${a.viewer}: ${a.playouts} playouts a move (${a.profile} profile, seed ${a.seed}).`],
  }),
};
