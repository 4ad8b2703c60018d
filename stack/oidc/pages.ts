// The provider's own pages, in Spanish. Plain HTML with one stylesheet served by the provider
// (/assets/sign-in.css) so the pages can run under a strict Content-Security-Policy.

/** Escapes text for HTML element content and attribute values. */
function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const signInErrorText = 'Usuario o contraseña incorrectos.';

/**
 * Shown instead of checking the password while sign-in is throttled: the wait in seconds under a
 * minute, else in whole minutes (rounded up).
 * @internal
 */
export function signInThrottledText(seconds: number): string {
  const [amount, unit] = seconds < 60 ? [seconds, 'segundo'] : [Math.ceil(seconds / 60), 'minuto'];
  return `Demasiados intentos fallidos. Espera ${amount} ${unit}${amount === 1 ? '' : 's'} e inténtalo de nuevo.`;
}

function layout(title: string, body: string, headExtra = ''): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/assets/sign-in.css">
${headExtra}
</head>
<body>
<main class="card">
<p class="brand">Portal-ERM</p>
${body}
<p class="note">Proveedor de identidad local de demostración. No usar con datos reales.</p>
</main>
</body>
</html>`;
}

export interface SignInPageInput {
  action: string;
  username?: string;
  failed?: boolean;
  /** Seconds to wait while sign-in is throttled. */
  throttledSeconds?: number;
}

/** The sign-in form: Usuario, Contraseña and 'Iniciar sesión', with the error after a failed attempt. */
export function signInPage({
  action,
  username = '',
  failed = false,
  throttledSeconds,
}: SignInPageInput): string {
  const message = throttledSeconds ? signInThrottledText(throttledSeconds) : failed ? signInErrorText : '';
  failed = failed || Boolean(throttledSeconds);
  const invalid = failed ? ' aria-invalid="true" aria-describedby="sign-in-error"' : '';
  const error = failed ? `<p id="sign-in-error" class="error" role="alert">${message}</p>` : '';
  return layout(
    'Iniciar sesión · Portal-ERM',
    `<h1>Iniciar sesión</h1>
<p>Ingresa con tu usuario y contraseña.</p>
${error}
<form method="post" action="${escapeHtml(action)}">
<div class="field">
<label for="username">Usuario</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${invalid}${failed ? '' : ' autofocus'}>
</div>
<div class="field">
<label for="password">Contraseña</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${failed ? ' autofocus' : ''}>
</div>
<button type="submit">Iniciar sesión</button>
</form>`,
  );
}

/**
 * The sign-out confirmation. With a nonce (the request carried a valid id_token_hint) it submits itself
 * through the nonce'd script; without one it only asks, with a button and no script.
 */
export function logoutPage(form: string, nonce?: string): string {
  const script = nonce
    ? `<script nonce="${escapeHtml(nonce)}">
addEventListener('DOMContentLoaded', function () {
  var form = document.getElementById('op.logoutForm');
  if (!form) return;
  var input = document.createElement('input');
  input.type = 'hidden'; input.name = 'logout'; input.value = 'yes';
  form.appendChild(input);
  form.submit();
});
</script>`
    : '';
  return layout(
    'Cerrar sesión · Portal-ERM',
    `<h1>Cerrar sesión</h1>
<p>${nonce ? 'Estás cerrando tu sesión en Portal-ERM.' : '¿Quieres cerrar tu sesión en Portal-ERM?'}</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Cerrar sesión</button>
<button type="submit" form="op.logoutForm" class="secondary">Seguir conectado</button>`,
    script,
  );
}

export function loggedOutPage(): string {
  return layout(
    'Sesión cerrada · Portal-ERM',
    `<h1>Sesión cerrada</h1>
<p>Tu sesión se cerró correctamente. Ya puedes cerrar esta ventana.</p>`,
  );
}

export function errorPage(error: string, description: string): string {
  return layout(
    'Error · Portal-ERM',
    `<h1>No se pudo completar la solicitud</h1>
<p>El proveedor de identidad rechazó la solicitud.</p>
<p><strong>${escapeHtml(error)}</strong>${description ? `: ${escapeHtml(description)}` : ''}</p>`,
  );
}

export const signInCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;
  font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#eef1f6;color:#1d2433}
.card{width:min(400px,92vw);background:#fff;border-radius:8px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.15)}
.brand{margin:0 0 8px;font-weight:700;color:#0b4f8a}
h1{font-size:1.5rem;margin:0 0 8px}
.field{display:flex;flex-direction:column;gap:4px;margin:16px 0}
label{font-weight:600}
input{font:inherit;padding:10px 12px;min-height:44px;border:1px solid #5b6474;border-radius:4px}
input:focus-visible,button:focus-visible{outline:3px solid #0b4f8a;outline-offset:2px}
input[aria-invalid="true"]{border-color:#a4161a}
button{font:inherit;font-weight:600;width:100%;min-height:44px;margin-top:8px;border:0;border-radius:4px;
  background:#0b4f8a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b4f8a;border:1px solid #0b4f8a}
.error{margin:12px 0;padding:10px 12px;border-radius:4px;background:#fde8e8;color:#8a1115;font-weight:600}
.note{margin:24px 0 0;font-size:.875rem;color:#4a5261}
`;
