// The promotion list's call on its own, for a lazy import (the deposit form's bonus terms): a
// module of its own name, so its chunk is not a second one named after the messages call module.
export { promotions } from './messages';
