import '@ui/theme/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConfigErrorPage } from './app/boot/config-error-page';
import { maybeInspector } from './app/inspect';
import { ConfigError, type ConfigProblem, installConfig, loadConfig } from './config';

const container = document.getElementById('root');
if (!container) throw new Error('Portal-ERM: falta el nodo #root en index.html.');
const root = createRoot(container);

// The configuration comes first (config.json beside index.html, issue 28): the app starts only with a
// valid one, else the page names the keys at fault.
let problems: ConfigProblem[] | undefined;
try {
  installConfig(await loadConfig());
} catch (error) {
  console.error(error);
  problems = error instanceof ConfigError ? error.problems : [{ key: 'config.json', message: String(error) }];
}

if (problems) {
  root.render(<ConfigErrorPage problems={problems} />);
} else {
  const inspector = await maybeInspector();
  root.render(
    <StrictMode>
      <App inspect={inspector?.inspect} />
    </StrictMode>,
  );
}
