// Game names in the player's language (a base name stays in games.game_name, the fallback),
// and the catalogue's version: every write to a table the game list reads bumps it, so the
// list's answers, kept in memory per query (server/db/games.ts), are never served stale,
// whoever wrote the row (the server, a migration, the seed, a script on the same file).
const CATALOGUE_TABLES = ['games', 'game_names', 'vendors', 'vendor_names', 'game_types', 'game_type_names'];

const bump = (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE') => `
CREATE TRIGGER IF NOT EXISTS catalogue_version_${table}_${event.toLowerCase()} AFTER ${event} ON ${table}
BEGIN UPDATE catalogue_version SET n = n + 1 WHERE id = 1; END;`;

export const sql = `
CREATE TABLE IF NOT EXISTS game_names (
  node_id TEXT NOT NULL REFERENCES games(node_id),
  language TEXT NOT NULL,
  game_name TEXT NOT NULL,
  PRIMARY KEY (node_id, language)
);
CREATE TABLE IF NOT EXISTS catalogue_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  n INTEGER NOT NULL
);
INSERT OR IGNORE INTO catalogue_version (id, n) VALUES (1, 0);
${CATALOGUE_TABLES.flatMap((t) => (['INSERT', 'UPDATE', 'DELETE'] as const).map((e) => bump(t, e))).join('')}
`;
