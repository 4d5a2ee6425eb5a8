// Nyet! on the page (app.js): where each unseen card is (cards x places), from `skb nyet solve
// --json`; the cards (or, before the tricks, the options) of `skb nyet advise --json`, ranked, with
// their standard errors.
import { pointer } from '../format.js';

export default {
  title: 'Nyet!',
  extension: 'nyet',
  blank: 'players Ann Ben Cat Dan\ncharacters wolf bear crane tiger\ndealer Ann\nview Ann\n',

  facts: (s) => [
    { label: 'phase', value: s.phase ?? '' },
    { label: 'to move', value: s.to_move ?? 'nobody' },
    { label: 'deals that fit', value: s.deals ?? '' },
    ...(s.terms ? [{ label: 'terms', value: Object.entries(s.terms).map(([k, v]) => `${k} ${v}`).join(', ') }] : []),
    ...(typeof s.unseen_cards === 'number' ? [{ label: 'unseen cards', key: pointer('unseen_cards'), value: s.unseen_cards }] : []),
  ],

  heatmaps(s) {
    const places = s.places ?? [];
    const cards = s.cards ?? [];
    if (places.length === 0 || cards.length === 0) return [];
    return [{
      caption: 'Where each unseen card is', corner: 'card',
      rows: cards.map((c) => (c.unseen > 1 ? `${c.card} ×${c.unseen}` : c.card)),
      columns: places.map((p) => `${p.player} ${p.place}`),
      cell: (r, c) => [pointer('cards', r, 'chance', c), cards[r].chance[c]],
    }];
  },

  notes: (s) => ((s.cards ?? []).some((c) => c.unseen > 1)
    ? ['A card ×2 has two copies unseen: its cells are the chance that at least one copy is there.'] : []),

  advice(a) {
    const advice = a.advice ?? {};
    if (Array.isArray(advice.cards))
      return { title: 'play', path: ['advice', 'cards'], items: advice.cards, label: (c) => c.card,
        values: [{ field: 'value', se: 'se', label: 'value (units)' }, { field: 'exact', label: 'exactly' }],
        line: (c) => c.line,
        notes: [`Advice for ${advice.viewer}: ${advice.method} over ${advice.deals} deals.`] };
    if (Array.isArray(advice.options))
      return { title: advice.decision, path: ['advice', 'options'], items: advice.options, label: (o) => o.lines.join('; '),
        values: [{ field: 'score', se: 'score_se', label: 'score' }, { field: 'units', se: 'units_se', label: 'units' }],
        line: (o) => (o.lines.length === 1 ? o.lines[0] : null),
        notes: [`Advice for ${advice.viewer}: the ${advice.decision}, later decisions by the ${advice.policy} rule.`] };
    return { items: [] };
  },
};
