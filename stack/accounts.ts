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

/** The most load accounts a stack may have (STACK_LOAD_ACCOUNTS). */
export const maxLoadAccounts = 200;

const loadAccountPattern = /^carga\.(\d{3})$/;

/**
 * Account `n` (1 to maxLoadAccounts) of the load bench (`npm run bench -- load`): `carga.001`,
 * `carga.002`…, password `demo`, staff of Operaciones Región Andina with every use case (a manager's too),
 * so the simulated staff spread over real accounts, each under its own per-account rate limit. They
 * exist only in a stack started with STACK_LOAD_ACCOUNTS (the provider accepts them and the seed makes
 * their staff records); the demo's accounts and data stay as they are.
 */
function loadAccount(n: number): DemoAccount {
  const code = String(n).padStart(3, '0');
  return account(
    `carga.${code}`,
    `Persona de carga ${code}`,
    `91${String(n).padStart(6, '0')}`,
    'bench-only staff of UN-ANDINA, every use case (STACK_LOAD_ACCOUNTS)',
  );
}

/** The first `count` load accounts (none when 0). */
export function loadAccounts(count: number): DemoAccount[] {
  return Array.from({ length: Math.min(count, maxLoadAccounts) }, (_, index) => loadAccount(index + 1));
}

/** A demo account, or one of the first `loadAccountCount` load accounts (STACK_LOAD_ACCOUNTS). */
export function findDemoAccount(accountId: string, loadAccountCount = 0): DemoAccount | undefined {
  const demo = demoAccounts.find((candidate) => candidate.accountId === accountId);
  if (demo) return demo;
  const n = Number(loadAccountPattern.exec(accountId)?.[1] ?? 0);
  return n >= 1 && n <= Math.min(loadAccountCount, maxLoadAccounts) ? loadAccount(n) : undefined;
}

/** Checks a username and password; returns the account or undefined. */
export function checkCredentials(
  username: string,
  password: string,
  loadAccountCount = 0,
): DemoAccount | undefined {
  const found = findDemoAccount(username.trim().toLowerCase(), loadAccountCount);
  return found && found.password === password ? found : undefined;
}
