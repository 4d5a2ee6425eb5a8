// What the page (app.js) and every game's renderer (games/GAME.js) share to name and print numbers.
// A module of its own: a renderer must not import app.js, which imports the renderer.

// A chance as printed in a cell: a percentage with one decimal, "0" and "100" only when exact,
// "<0.1" and ">99.9" for the values that would otherwise print as 0.0 or 100.0.
export function percent(p) {
  if (p === 0) return '0';
  if (p === 1) return '100';
  if (p < 0.0005) return '<0.1';
  if (p > 0.9995) return '>99.9';
  return (p * 100).toFixed(1);
}

// A value that is not a chance (a margin, a number of bits): as an integer, or with three decimals.
export function plain(v) {
  return Number.isInteger(v) ? String(v) : v.toFixed(3);
}

// The JSON pointer (RFC 6901) of a path of keys, as the cells' data-key: a test resolves it in the
// command line's JSON.
export function pointer(...keys) {
  return keys.map((k) => '/' + String(k).replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}
