// Seven Knights Bewitched on the page (app.js): the posterior of `skb solve --json` as a heat map of
// positions x tiles, the Witch's team, and the advice of `skb advise --json` for its phase.
import { pointer } from '../format.js';

const ADVICE = {
  inspections: { title: 'inspect', label: (i) => i.position,
    values: [{ field: 'expected_win', label: 'win', percent: true }, { field: 'info_bits', label: 'bits' }] },
  questions: { title: 'question', label: (q) => `ask ${q.answerer} "${q.predicate}"`,
    values: [{ field: 'expected_win', label: 'win', percent: true }, { field: 'p_yes', label: 'P(yes)', percent: true },
      { field: 'win_if_yes', label: 'win | yes', percent: true }, { field: 'win_if_no', label: 'win | no', percent: true },
      { field: 'info_bits', label: 'bits' }] },
  captains: { title: 'vote for', label: (c) => c.player, values: [{ field: 'win', label: 'win', percent: true }] },
  answers: { title: 'answer', label: (a) => a.answer,
    values: [{ field: 'win', label: 'win', percent: true }, { field: 'p_true', label: 'P(true)', percent: true }] },
};

export default {
  title: 'Seven Knights Bewitched',
  extension: 'skb',
  blank: 'variant standard\nplayers Ann Ben Cat Dan Eve Fay\nview Ann\n',

  facts: (s) => [
    { label: 'deals that fit', key: pointer('consistent_deals'), value: s.consistent_deals, of: { key: pointer('deals'), value: s.deals } },
    { label: 'no Witch in play', key: pointer('witch_absent'), value: s.witch_absent, percent: true },
    ...(s.captain ? [{ label: 'Captain', value: s.captain.player ?? 'not yet' }] : []),
  ],

  heatmaps(s) {
    const positions = Object.keys(s.tiles ?? {});
    if (positions.length === 0) return [];
    const tiles = Object.keys(s.tiles[positions[0]]);
    const maps = [{
      caption: 'Which tile each position holds', corner: 'position', rows: positions, columns: tiles,
      cell: (r, c) => [pointer('tiles', positions[r], tiles[c]), s.tiles[positions[r]][tiles[c]]],
    }];
    const players = Object.keys(s.witch_team ?? {});
    if (players.length > 0)
      maps.push({
        caption: "Who is on the Witch's team", corner: 'player', rows: players, columns: ["Witch's team"],
        cell: (r) => [pointer('witch_team', players[r]), s.witch_team[players[r]]],
      });
    const arrangements = s.arrangements ?? [];
    if (arrangements.length > 0)
      maps.push({
        caption: 'The best arrangements for the Captain', corner: 'lay out (leave out)',
        rows: arrangements.map((a) => `${a.order.join(' ')} (${a.exclude ?? 'none'})`), columns: ['right'],
        cell: (r) => [pointer('arrangements', r, 'probability'), arrangements[r].probability],
      });
    return maps;
  },

  advice(a) {
    for (const [field, spec] of Object.entries(ADVICE))
      if (Array.isArray(a[field]))
        return { ...spec, path: [field], items: a[field],
          notes: [`Advice for ${a.adviser} (${a.phase}); chance to win now: ${(a.win_now * 100).toFixed(1)} %.`, ...(a.notes ?? [])],
          empty: a.waiting_for ? `Waiting for ${a.waiting_for.players.join(', ')} (${a.waiting_for.phase}).` : undefined };
    return { items: [], empty: (a.notes ?? []).join(' ') || 'Nothing to advise here.' };
  },
};
