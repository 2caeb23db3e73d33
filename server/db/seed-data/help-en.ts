// Help centre topics in English (SPEC §2.11). Anchors are stable link targets: the
// registration form's terms link is /m/help#terms (SPEC §2.5).
import type { HelpText } from './help-pt.ts';

export const HELP_EN: Readonly<Record<string, HelpText>> = {
  register: {
    title: 'How to register',
    html:
      '<p>Tap <b>Sign up</b> at the top of the page. Choose a username or use your mobile number, then pick a password of 6 to 20 characters with at least one letter and one digit.</p>' +
      '<p>Read and accept the terms of use, type the picture code if asked, and tap <b>Sign up</b> at the end of the form. You are logged in straight away.</p>' +
      '<p>You must be at least 18 years old to open an account. Each person may hold only one account.</p>',
  },
  deposit: {
    title: 'How to deposit',
    html:
      '<p>Log in and tap <b>Deposit</b> in the header. Choose a payment method, type the amount and follow the instructions on screen.</p>' +
      '<p>PIX deposits usually arrive within a minute. If your balance has not changed after 15 minutes, send the receipt to customer service.</p>' +
      '<p>Only pay from an account in your own name: payments from third parties are returned.</p>',
  },
  withdraw: {
    title: 'How to withdraw',
    html:
      '<p>Tap <b>Withdraw</b>, choose a saved bank account or PIX key in your own name, and type the amount.</p>' +
      '<p>Most withdrawals are paid within 30 minutes. The first one may take longer while we check your identity.</p>' +
      '<p>If you accepted a bonus, its wagering requirement must be completed before you can withdraw.</p>',
  },
  responsible: {
    title: 'Responsible gambling',
    html:
      '<p>Gambling is entertainment, not a way to earn money. Only play with money you can afford to lose.</p>' +
      '<p>In <b>Account</b>, in the bottom menu, tap <b>Responsible gaming</b>. There you set daily, weekly or monthly deposit limits, turn on a reminder of time played, and can take a break of 24 hours, 7 or 30 days, or exclude yourself for good.</p>' +
      '<p>Lowering a limit applies at once; raising or removing it applies only 24 hours later. During a break you cannot log in, and it cannot be cancelled before it ends.</p>' +
      '<p>If gambling stops being fun, talk to someone. Free, confidential help is available from support services in your country.</p>',
  },
  terms: {
    title: 'Terms of use',
    html:
      '<p>By opening an account you confirm that you are at least 18 years old and that gambling is legal where you live.</p>' +
      '<p>One account per person, household and device. Accounts opened with false details, or used to abuse promotions, may be closed and their winnings voided.</p>' +
      '<p>We may ask for proof of identity and address before paying a withdrawal. Game results are decided by the game provider; in case of malfunction, affected bets are void.</p>' +
      '<p>We may change these terms; the version shown here is the one in force.</p>',
  },
  privacy: {
    title: 'Privacy policy',
    html:
      '<p>We collect only what we need to run your account: your contact details, your transactions and your game history.</p>' +
      '<p>Your data is never sold. It is shared only with payment providers to process your money and with authorities when the law requires it.</p>' +
      '<p>You can ask for a copy of your data or for its deletion by contacting customer service.</p>',
  },
  bonus: {
    title: 'Bonus rules',
    html:
      '<p>Each bonus shows its wagering requirement: a 10x rollover on R$ 20 means R$ 200 in bets before the bonus can be withdrawn.</p>' +
      '<p>Slots count 100% towards wagering; live and table games count 10%. Bets on both sides of a game do not count.</p>' +
      '<p>Only one welcome bonus per person. Bonuses not used within 7 days expire.</p>',
  },
  contact: {
    title: 'Contact us',
    html:
      '<p>Tap <b>Chat</b> in the bottom menu to see the ways to reach our team.</p>' +
      '<p>You can also write to us with the <b>Send feedback</b> form, in the side menu or in your account. Have your username ready so we can help faster.</p>',
  },
};
