// useProvided (src/app/wiring/provided.ts): an adapter's machine is built once per component, and its
// implementations read the dependencies of the latest render.
import { useProvided } from '@src/app/wiring/provided';
import { render } from '@testing-library/react';
import { expect, test } from 'vitest';

const probe = { builds: 0, seen: [] as string[], run: undefined as (() => void) | undefined };

function Probe({ name }: { name: string }) {
  const logic = useProvided({ name }, (deps) => {
    probe.builds += 1;
    return { act: () => probe.seen.push(deps().name) };
  });
  probe.run = logic.act;
  return null;
}

test('provides once and reads the latest dependencies', () => {
  const view = render(<Probe name="primero" />);
  probe.run?.();
  view.rerender(<Probe name="segundo" />);
  probe.run?.();
  expect(probe.builds).toBe(1);
  expect(probe.seen).toEqual(['primero', 'segundo']);
});
