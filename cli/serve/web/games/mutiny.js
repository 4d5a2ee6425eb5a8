// Mutiny on the page (app.js): who is the Mutineer (and on the Mutineer's side), whom the Chaplain
// heard, from `skb mutiny solve --json`; the options of `skb mutiny advise --json`, ranked.
import { pointer } from '../format.js';

export default {
  title: 'Mutiny',
  extension: 'mutiny',
  blank: 'players Ann Ben Cat Dan\nboatswain Ann\nchaplain Ben\nhelmsman Cat\nnavigator Dan\n',

  facts: (s) => [
    { label: 'worlds that fit', key: pointer('consistent_worlds'), value: s.consistent_worlds, of: { key: pointer('worlds'), value: s.worlds } },
    { label: 'someone sworn', key: pointer('sworn'), value: s.sworn, percent: true },
    ...['game_over', 'crew_won', 'mutineer_side_won'].filter((f) => typeof s[f] === 'number')
      .map((f) => ({ label: f.replaceAll('_', ' '), key: pointer(f), value: s[f], percent: true })),
  ],

  heatmaps(s) {
    const players = Object.keys(s.mutineer ?? {});
    const columns = [['mutineer', 'Mutineer'], ['mutineer_side', "Mutineer's side"]].filter(([f]) => s[f]);
    const maps = [{
      caption: 'Who is the Mutineer', corner: 'player', rows: players, columns: columns.map(([, l]) => l),
      cell: (r, c) => [pointer(columns[c][0], players[r]), s[columns[c][0]][players[r]]],
    }];
    for (const [field, caption] of [['confession', 'Whom the Chaplain heard confess'],
      ['innocence_vote', 'The innocence vote'], ['guilt_vote', 'The guilt vote']]) {
      const value = s[field];
      if (!value || typeof value !== 'object') continue;
      const keys = Object.keys(value).filter((k) => typeof value[k] === 'number');
      if (keys.length > 0)
        maps.push({ caption, corner: '', rows: keys, columns: ['chance'], cell: (r) => [pointer(field, keys[r]), value[keys[r]]] });
    }
    return maps;
  },

  advice: (a) => ({
    title: a.decision ?? 'option', path: ['options'], items: a.options ?? [], label: (o) => o.option,
    values: [{ field: 'win', label: 'win', percent: true }, { field: 'win_exact', label: 'exactly' }],
    line: (o) => o.statement,
    notes: [`Advice for ${a.viewer}: ${a.decision} (everyone plays the ${a.profile} profile afterwards).`],
  }),
};
