// The generated employees of the seed: names, contracts and the occasional vacation request drawn from
// the seeded random source, after the hand-written demo cases (demo-cases.ts, demo-jose.ts).

import {
  contract,
  contractData,
  employee,
  type Json,
  pending,
  requestsOf,
  type Unit,
  vacation,
} from './builders';
import { isoDay } from './dates';
import type { SeedCase } from './demo-cases';
import { firstNames, middleNames, positions, surnames } from './names';

const contractTypes = [
  'PermanentJob',
  'FixedTermContract',
  'ByWorkOrLabor',
  'Apprentice',
  'ContingentWorker',
] as const;
/** Employees drawn from the seeded random source (numbered from `firstId`), one vacation request in 25. */
export function generatedEmployees(
  { today, random, requests, add }: SeedCase,
  unit: Unit,
  firstId: number,
  count: number,
): void {
  for (let n = 0; n < count; n += 1) {
    const id = String(firstId + n);
    const second = random.chance(0.3) ? ` ${random.pick(middleNames)}` : '';
    const names = `${random.pick(firstNames)}${second}`;
    const lastNames = `${random.pick(surnames)} ${random.pick(surnames)}`;
    const contractCount = random.int(1, 3);
    const contracts: Json[] = [];
    let start = today - random.int(200, 3000);
    for (let index = 1; index <= contractCount; index += 1) {
      const length = random.int(180, 900);
      // The last contract is the current, formalized one; earlier ones ended at least 90 days ago.
      const last = index === contractCount || start + length > today - 90;
      const type = last ? random.pick(contractTypes) : 'FixedTermContract';
      const ended = !last;
      const deadline = ended
        ? Math.min(start + length, today - 30)
        : type === 'PermanentJob'
          ? undefined
          : today + random.int(20, 400);
      const c = contract({
        employeeId: id,
        unit,
        index,
        status: ended ? 'Terminated' : 'Formalized',
        type,
        startDay: start,
        deadlineDay: deadline,
        position: random.pick(positions),
        salary: random.int(13, 90) * 100_000,
      });
      if (random.chance(0.5)) {
        c.vacationsHistory = [
          vacation(
            id,
            c,
            index,
            random.chance(0.3) ? 'Pagadas' : 'Disfrutadas',
            Math.min(start + 365, today - 15),
            random.int(3, 15),
          ),
        ];
      }
      contracts.push(c);
      start = (deadline ?? today) + 1;
      if (last) break;
    }
    const person = employee({
      employeeId: id,
      unit,
      names,
      surnames: lastNames,
      document: String(1_010_000_000 + (firstId + n) * 13),
      birthDay: today - random.int(7_000, 21_000),
      contracts,
      random,
    });
    add(
      unit,
      person,
      contracts.map((c) => pending(c, c.contractStatus === 'Formalized' ? random.int(0, 30) : 0)),
    );
    if (n % 25 === 0) {
      const last = contracts.at(-1) as Json;
      const ask = requestsOf(person, unit);
      requests.push(
        ask({
          type: 'VacationsEnjoyed',
          status: random.pick(['supervisor_approval', 'closed', 'HR_compliance_verification']),
          day: today - random.int(1, 60),
          data: {
            ...contractData(last),
            daysOff: random.int(1, 15),
            startDateEnyoment: isoDay(today + random.int(-20, 40)),
            observationEmployee: '',
          },
          inCharge: random.chance(0.5) ? 'beto.unaunidad' : undefined,
        }),
      );
    }
  }
}
