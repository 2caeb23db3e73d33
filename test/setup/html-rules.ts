// The html-validate rules the pages are held to: its recommended set, with each rule turned off
// named here and why. Shared by test/server/html-valid.test.ts (the HTML the server writes) and
// test/e2e/html-valid.spec.ts (the DOM the app renders).
import type { ConfigData } from 'html-validate';

export const HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // The build's minifier writes `<!doctype html>`: HTML reads the doctype in any case.
    'doctype-style': 'off',
    // Style attributes are how the app places what only the script knows (a grid row's measured
    // height, a progress bar's width); the CSP allows them for that ('style-src-attr').
    'no-inline-style': 'off',
    // The pages are written whole by code, not by hand: whitespace and attribute quoting as the
    // minifier and the DOM serializer write them, not a person's style.
    'no-trailing-whitespace': 'off',
    'attr-quotes': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    'void-style': 'off',
    // A label where ARIA lets the element's role be named (a list, a group) is kept: the live chat's
    // history is the list "Conversation with support" to a screen reader. Where the role forbids a
    // name (a plain span or div: the unread badge once was one) the rule still refuses it.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // React's useId gives ids like "_r_0_-amount": HTML allows any id without spaces.
    'valid-id': ['error', { relaxed: true }],
    // The game search is a search-as-you-type form: results follow each letter and Enter submits
    // its one field; a submit button would be a control that does nothing the field has not done.
    'wcag/h32': 'off',
    // The six-digit payment PIN is typed in password fields but is not the login password:
    // 'current-password' would fill the login password in, 'new-password' would offer to
    // generate one; 'off' asks the browser for neither.
    'autocomplete-password': 'off',
  },
};
