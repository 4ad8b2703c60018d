// useProvided (src/app/wiring/provided.ts): an adapter's machine is built once per component, and its
// implementations read the dependencies of the latest render.
import { useProvided } from '@src/app/wiring/provided';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';

test('provides once and reads the latest dependencies', () => {
  let builds = 0;
  const seen: string[] = [];
  let run: (() => void) | undefined;
  function Probe({ name }: { name: string }) {
    const logic = useProvided({ name }, (deps) => {
      builds += 1;
      return { act: () => seen.push(deps().name) };
    });
    run = logic.act;
    return null;
  }
  const view = render(<Probe name="primero" />);
  run?.();
  view.rerender(<Probe name="segundo" />);
  run?.();
  expect(builds).toBe(1);
  expect(seen).toEqual(['primero', 'segundo']);
});
