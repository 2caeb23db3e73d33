// Start-up path: the footer menu of the first render.
// The bottom footer menu's entries (SPEC §2.12), apart from the side menu's and the chat
// popup's (side-menu.ts), which load only when those open.

export type FooterMenuId = 'home' | 'rewardCenter' | 'inviteFriends' | 'deposit' | 'chat' | 'member';

/**
 * SPEC §2.12 bottom footer menu. Only invite friends is conditional (pass
 * `showInviteFriends` from rules/roles.ts); reward centre always shows and, without
 * REWCEN3, answers with 'contact service' when tapped (SPEC §4).
 */
export function footerMenuEntries(ctx: { showInviteFriends: boolean }): FooterMenuId[] {
  const ids: FooterMenuId[] = ['home', 'rewardCenter'];
  if (ctx.showInviteFriends) ids.push('inviteFriends');
  ids.push('deposit', 'chat', 'member');
  return ids;
}
