// A valid Brazilian payout account (Banco do Brasil, agência 0001, a conta with its check
// digit) for suites that need a member ready to withdraw. Adding it takes the payment password.
export const ANA_BANK_ACCOUNT = {
  kind: 'BANK',
  bankCode: 'BB',
  branch: '0001',
  accountNo: '0012345-6',
  accountType: 'CHECKING',
  holderName: 'Ana Souza',
} as const;
