// A start the operator must act on: a missing database, a site config that contradicts
// itself, a production site with a blocking default still in place. `npm start` prints the
// message alone (no stack: it is not a bug) and exits 1, so systemd shows it and retries
// nothing silently.
export class StartRefused extends Error {}
