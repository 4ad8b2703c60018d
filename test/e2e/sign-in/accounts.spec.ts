// The other demo accounts and entry points: one unit, no unit, not staff, no portal code, deep link.
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, signIn } from './support';

// In the full set: the credential check's path tests take one unit by default.
test('beto.unaunidad: the only unit is chosen automatically', { tag: fullOnly }, async ({ page }) => {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/login/loading-app');
  await page.waitForURL('**/employees/select-employee');
  await expect(page.getByRole('banner')).toContainText('Operaciones Región Andina');
  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toHaveCount(0);
});

// In the full set: the credential check's path tests take no unit (1003) by default.
test('dario.sinunidades: signed out, error page with code 1003', { tag: fullOnly }, async ({ page }) => {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'dario.sinunidades');
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '1003');
  await expect(page.getByText('Código de error: 1003')).toBeVisible();
  await expect(page.getByText('No hay unidades de negocio relacionadas con tu usuario.')).toBeVisible();
  await expectNoAxeViolations(page);
});

// In the full set: the staff session's path tests take 1004 by default.
test('elena.externa: not a staff member, error page with code 1004', { tag: fullOnly }, async ({ page }) => {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'elena.externa');
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '1004');
  await expect(page.getByText('Código de error: 1004')).toBeVisible();
  await expect(page.getByText('El usuario con el que iniciaste sesión no es un funcionario.')).toBeVisible();
});

// In the full set: the portal's path tests take 1001 by default.
test('a first visit without a portal code ends on the error page with code 1001', { tag: fullOnly }, async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'ana.admin');
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '1001');
  await expect(page.getByText('Código de error: 1001')).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Ups! Algo salió mal...' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// In the full set: approval.spec.ts opens the link before signing in by default.
test('a deep link to vacation approval before sign-in comes back there after loading', {
  tag: fullOnly,
}, async ({ page }) => {
  await page.goto('/approvals/vacation-approval?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/login/loading-app');
  // The link's query comes back with it (it names the request to answer).
  await page.waitForURL(
    (url) => url.pathname === '/approvals/vacation-approval' && url.searchParams.get('portal') === 'ERM-DEMO',
  );
  // beto is not a manager (no ApproveVacationRequest): the screen refuses him.
  await expect(page.getByRole('dialog', { name: 'Acción inhabilitada' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/logout clears local storage and ends the provider session, back to the sign-in page', async ({
  page,
}) => {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee');
  expect(await page.evaluate(() => localStorage.length)).toBeGreaterThan(0);
  await page.goto('/logout');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.goto('/error');
  expect(await page.evaluate(() => localStorage.getItem('portal-erm.state'))).toBeNull();
});
