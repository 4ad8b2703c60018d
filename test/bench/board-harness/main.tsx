// The requests board of the app (its machine and its page) with 500 requests, for the long-task
// benchmark (test/bench/board-long-tasks.ts). Built in production mode; the bench calls
// window.boardBench.mount() once it observes long tasks, so the first render is measured.
import '@ui/theme/global.css';
import { requestsBoardMachine } from '@machines/requests/requests-board.machine';
import { RequestsBoardPage } from '@src/features/requests/requests-board-page';
import { createRoot } from 'react-dom/client';
import { createActor, fromPromise } from 'xstate';
import { benchRequests } from './requests';

declare global {
  interface Window {
    boardBench: { mount(): void };
  }
}

// Made before the bench starts watching: call 10's answer is parsed by the API layer, not the board.
const requests = benchRequests(500);

window.boardBench = {
  mount() {
    const actor = createActor(
      requestsBoardMachine.provide({
        actors: { fetchRequests: fromPromise(async () => requests) },
        actions: {
          saveOrientation: () => undefined,
          goToProcessPage: () => undefined,
          savePins: () => undefined,
          notify: () => undefined,
        },
      }),
      { input: { employeeId: '100001', orientation: 'vertical', pinned: [], pinnedOnly: false } },
    );
    actor.start();
    const root = document.getElementById('root');
    if (!root) throw new Error('#root missing');
    createRoot(root).render(<RequestsBoardPage boardRef={actor} />);
  },
};
