/** Demo accounts of DESIGN.md. Every password is `demo`. The account id is the token's `sub`. */
export interface DemoAccount {
  accountId: string;
  password: string;
  name: string;
  email: string;
  identificationDocumentNumber: string;
  /** Longer than 20 characters on purpose: call 6 uses its first 20. */
  userAccount: string;
  shows: string;
}

const account = (
  accountId: string,
  name: string,
  identificationDocumentNumber: string,
  shows: string,
): DemoAccount => ({
  accountId,
  password: 'demo',
  name,
  email: `${accountId}@erm-demo.example.co`,
  identificationDocumentNumber,
  userAccount: `${accountId}@erm-demo.example.co`,
  shows,
});

export const demoAccounts: readonly DemoAccount[] = [
  account('ana.admin', 'Ana Sofía Gutiérrez', '52100001', 'staff, 3 business units, every use case'),
  account('beto.unaunidad', 'Alberto Núñez', '79100002', 'staff, exactly 1 business unit (auto-selected)'),
  account(
    'carla.consulta',
    'Carla Peña Ríos',
    '43100003',
    'staff, 2 business units, read-only (no terminate/renew/modify/link/request/discard)',
  ),
  account('dario.sinunidades', 'Darío Muñoz', '80100004', 'staff with no business unit → error 1003'),
  account('elena.externa', 'Elena Castañeda', '39100005', 'valid sign-in, not a staff member → error 1004'),
  account('fabio.jefe', 'Fabio Ibáñez', '71100006', 'a manager: the vacation-approval screen'),
];

export function findDemoAccount(accountId: string): DemoAccount | undefined {
  return demoAccounts.find((candidate) => candidate.accountId === accountId);
}

/** Checks a username and password; returns the account or undefined. */
export function checkCredentials(username: string, password: string): DemoAccount | undefined {
  const found = findDemoAccount(username.trim().toLowerCase());
  return found && found.password === password ? found : undefined;
}
