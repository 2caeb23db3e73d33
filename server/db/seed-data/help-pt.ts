// Help centre topics in Portuguese, the site's default language (SPEC §1).

export interface HelpText {
  title: string;
  html: string;
}

/** Display order of the help menu; the anchor is the stable id of a topic. */
export const HELP_ANCHORS = [
  'register',
  'deposit',
  'withdraw',
  'responsible',
  'terms',
  'privacy',
  'bonus',
  'contact',
] as const;

export const HELP_PT: Readonly<Record<string, HelpText>> = {
  register: {
    title: 'Como se cadastrar',
    html:
      '<p>Toque em <b>Cadastrar</b> no topo da página. Escolha um nome de usuário ou use seu número de celular e crie uma senha de 6 a 20 caracteres, com pelo menos uma letra e um número.</p>' +
      '<p>Leia e aceite os termos de uso, digite o código da imagem se for pedido e toque em <b>Cadastrar</b> no fim do formulário. Você entra na conta na hora.</p>' +
      '<p>É preciso ter pelo menos 18 anos para abrir uma conta. Cada pessoa pode ter apenas uma conta.</p>',
  },
  deposit: {
    title: 'Como depositar',
    html:
      '<p>Entre na sua conta e toque em <b>Depositar</b> no cabeçalho. Escolha a forma de pagamento, digite o valor e siga as instruções na tela.</p>' +
      '<p>Depósitos por PIX costumam cair em até um minuto. Se o saldo não mudar depois de 15 minutos, envie o comprovante ao atendimento.</p>' +
      '<p>Pague apenas com uma conta no seu próprio nome: pagamentos de terceiros são devolvidos.</p>',
  },
  withdraw: {
    title: 'Como sacar',
    html:
      '<p>Toque em <b>Sacar</b>, escolha uma conta bancária ou chave PIX no seu nome e digite o valor.</p>' +
      '<p>A maioria dos saques é paga em até 30 minutos. O primeiro pode demorar mais enquanto confirmamos sua identidade.</p>' +
      '<p>Se você aceitou um bônus, é preciso cumprir o rollover antes de sacar.</p>',
  },
  responsible: {
    title: 'Jogo responsável',
    html:
      '<p>Apostar é diversão, não uma forma de ganhar dinheiro. Jogue apenas com o que você pode perder.</p>' +
      '<p>Em <b>Conta</b>, no menu de baixo, toque em <b>Jogo responsável</b>. Lá você define limites de depósito diários, semanais ou mensais, liga um lembrete do tempo de jogo e pode fazer uma pausa de 24 horas, 7 ou 30 dias, ou se autoexcluir de vez.</p>' +
      '<p>Diminuir um limite vale na hora; aumentar ou remover só vale 24 horas depois. Durante uma pausa não é possível entrar na conta, e ela não pode ser cancelada antes do fim.</p>' +
      '<p>Se o jogo deixar de ser divertido, converse com alguém. Há ajuda gratuita e sigilosa em serviços de apoio no seu país.</p>',
  },
  terms: {
    title: 'Termos de uso',
    html:
      '<p>Ao abrir uma conta você confirma que tem pelo menos 18 anos e que apostar é permitido onde você mora.</p>' +
      '<p>Uma conta por pessoa, residência e aparelho. Contas abertas com dados falsos, ou usadas para abusar de promoções, podem ser encerradas e seus ganhos anulados.</p>' +
      '<p>Podemos pedir comprovante de identidade e endereço antes de pagar um saque. O resultado dos jogos é definido pelo provedor; em caso de falha, as apostas afetadas são anuladas.</p>' +
      '<p>Estes termos podem mudar; vale sempre a versão mostrada aqui.</p>',
  },
  privacy: {
    title: 'Política de privacidade',
    html:
      '<p>Coletamos só o necessário para manter sua conta: seus dados de contato, suas transações e seu histórico de jogos.</p>' +
      '<p>Seus dados nunca são vendidos. Eles são compartilhados apenas com provedores de pagamento, para movimentar seu dinheiro, e com autoridades quando a lei exigir.</p>' +
      '<p>Você pode pedir uma cópia dos seus dados ou a exclusão deles falando com o atendimento.</p>',
  },
  bonus: {
    title: 'Regras de bônus',
    html:
      '<p>Cada bônus mostra seu rollover: 10x sobre R$ 20 significa R$ 200 em apostas antes de o bônus poder ser sacado.</p>' +
      '<p>Slots contam 100% para o rollover; jogos ao vivo e de mesa contam 10%. Apostas nos dois lados de um jogo não contam.</p>' +
      '<p>Apenas um bônus de boas-vindas por pessoa. Bônus não usados em 7 dias expiram.</p>',
  },
  contact: {
    title: 'Fale conosco',
    html:
      '<p>Toque em <b>Chat</b>, no menu de baixo, para ver as formas de falar com a nossa equipe.</p>' +
      '<p>Você também pode nos escrever pelo formulário <b>Enviar opinião</b>, no menu lateral ou na sua conta. Tenha seu nome de usuário em mãos para agilizar o atendimento.</p>',
  },
};
