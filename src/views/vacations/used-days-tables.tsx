// The used vacation days of an employee, one table per contract (SPEC §2 "Vacations": grouped per
// contract, a heading per contract when there is more than one). Shown on /holidays and in the
// 'Días por disfrutar' modal.

import { headsEachContract, type UsedDaysGroup, type UsedDaysRow } from '@src/domain/rules/vacations';
import { holidayTexts } from '@src/domain/texts';
import { Table, type TableColumn } from '@ui/table';
import * as styles from './used-days.css';
import { usedDaysTableTexts } from './used-days-texts';

const columns: TableColumn<UsedDaysRow>[] = [
  { id: 'date', header: usedDaysTableTexts.date, cell: (row) => row.date },
  { id: 'mode', header: usedDaysTableTexts.mode, cell: (row) => row.mode },
  { id: 'days', header: usedDaysTableTexts.days, cell: (row) => row.days },
];

export interface UsedDaysTablesProps {
  groups: readonly UsedDaysGroup[];
  /** The level of the per-contract headings (2 on a page, 3 inside a modal). */
  headingLevel: 2 | 3;
}

/** One table per contract (each a region named after its contract), or the spec's empty text. */
export function UsedDaysTables({ groups, headingLevel }: UsedDaysTablesProps) {
  if (groups.length === 0) return <p>{holidayTexts.noUsedDays}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return groups.map((group) => (
    <div key={group.contractId} className={styles.group}>
      {headsEachContract(groups) && (
        <Heading className={styles.heading}>
          {usedDaysTableTexts.contractHeading(group.contractNumber, group.businessName)}
        </Heading>
      )}
      <Table
        caption={usedDaysTableTexts.caption(group.contractNumber)}
        hideCaption
        columns={columns}
        rows={group.rows}
        rowKey={(row) => row.vacationId}
        emptyText={holidayTexts.noUsedDays}
      />
    </div>
  ));
}
