import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { appLoadingMachine } from '../../../machines/session/app-loading.machine';

export interface AppLoadingPageProps {
  /** The running app-loading actor (src/app starts it with the real navigation). */
  actorRef: ActorRefFrom<typeof appLoadingMachine>;
}

/** login/loading-app: 'Cargando la aplicación / Espere un momento, por favor.' while the machine waits. */
export function AppLoadingPage({ actorRef }: AppLoadingPageProps) {
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  return (
    <div role="status" aria-busy={busy}>
      <span className="spinner" aria-hidden="true" />
      <p>Cargando la aplicación</p>
      <p>Espere un momento, por favor.</p>
    </div>
  );
}
