import type { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { employeeSelectionTexts } from '@src/domain/texts';
import { SuccessFlag, type SuccessFlagRef } from '@src/views/flags/success-flag';
import { Button } from '@ui/button';
import { EmptyState } from '@ui/empty-state';
import { ErrorIcon } from '@ui/icons';
import { Spinner } from '@ui/spinner';
import { TextInput } from '@ui/text-input';
import { VisuallyHidden } from '@ui/visually-hidden';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { selectEmployeeTexts } from './employee-texts';
import * as styles from './employees.css';

export interface SelectEmployeePageProps {
  /**
   * The running employee-search actor, provided with the real `fetchFirstPage` and `fetchRemainingPages` (call 7) and the
   * `selectEmployee` (saved state) and `goHome` (navigate to '/') actions.
   */
  actorRef: ActorRefFrom<typeof employeeSearchMachine>;
  /** Where 'Vincular nuevo empleado' opens in a new tab (default '/employees/new-employee'). */
  newEmployeeHref?: string;
  /** The success flag the previous page left (the onboarding wizard's 'Solicitud enviada'). */
  flagRef?: SuccessFlagRef | undefined;
  /** Name of the flag's close control. */
  closeLabel?: string;
}

/**
 * /employees/select-employee: search by ID number or name, pick from the list, 'Continuar', and a
 * 'Vincular nuevo empleado' link opening the onboarding wizard in a new tab. Typing re-renders only the
 * search field and the result list (each reads its own part of the machine), never the page around them.
 */
export function SelectEmployeePage({
  actorRef,
  newEmployeeHref = '/employees/new-employee',
  flagRef,
  closeLabel = '',
}: SelectEmployeePageProps) {
  const hintId = useId();
  const loading = useSelector(actorRef, (snapshot) => snapshot.matches('loading'));
  const loadError = useSelector(actorRef, (snapshot) =>
    snapshot.matches('loadFailed') ? (snapshot.context.loadError ?? '') : undefined,
  );

  return (
    <section className={styles.page} aria-labelledby="select-employee-title">
      {flagRef && <SuccessFlag actorRef={flagRef} closeLabel={closeLabel} />}
      <h1 id="select-employee-title" className={styles.title}>
        {selectEmployeeTexts.title}
      </h1>
      <p className={styles.subtitle}>{selectEmployeeTexts.subtitle}</p>
      {loading && <Spinner label={selectEmployeeTexts.loading} />}
      {loadError !== undefined && (
        <div role="alert">
          <EmptyState
            icon={<ErrorIcon size={40} />}
            title={loadError}
            action={
              <Button variant="outlined" onPress={() => actorRef.send({ type: 'RETRY' })}>
                {selectEmployeeTexts.retry}
              </Button>
            }
          />
        </div>
      )}
      {!loading && loadError === undefined && (
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            actorRef.send({ type: 'CONTINUE' });
          }}
        >
          <SearchField actorRef={actorRef} />
          <ListProgress actorRef={actorRef} />
          <Results actorRef={actorRef} />
          <div className={styles.actions}>
            <a
              className={styles.link}
              href={newEmployeeHref}
              target="_blank"
              rel="noopener"
              aria-describedby={hintId}
            >
              {employeeSelectionTexts.linkNewEmployee}
            </a>
            <VisuallyHidden id={hintId}>{selectEmployeeTexts.opensInNewTab}</VisuallyHidden>
            <Button type="submit">{employeeSelectionTexts.continue}</Button>
          </div>
        </form>
      )}
    </section>
  );
}

type SearchActor = SelectEmployeePageProps['actorRef'];

/** The search box: what was typed and the validation message. */
function SearchField({ actorRef }: { actorRef: SearchActor }) {
  const query = useSelector(actorRef, (snapshot) => snapshot.context.query);
  const validationMessage = useSelector(actorRef, (snapshot) => {
    if (snapshot.matches({ ready: { validation: 'required' } })) return employeeSelectionTexts.required;
    if (snapshot.matches({ ready: { validation: 'notListed' } })) return employeeSelectionTexts.notListed;
    return undefined;
  });
  return (
    <TextInput
      type="search"
      label={selectEmployeeTexts.searchLabel}
      placeholder={selectEmployeeTexts.searchPlaceholder}
      value={query}
      onChange={(text) => actorRef.send({ type: 'TYPE', text })}
      autoComplete="off"
      fullWidth
      status={validationMessage ? 'invalid' : undefined}
      message={validationMessage}
    />
  );
}

/**
 * How much of the unit's list is in while the other pages arrive ('Cargando empleados: 1.500 de 20.000'),
 * or which part could not be loaded, with 'Reintentar' for the missing pages.
 */
function ListProgress({ actorRef }: { actorRef: SearchActor }) {
  const progress = useSelector(actorRef, (snapshot) => {
    const { index, total } = snapshot.context;
    if (snapshot.matches({ ready: { list: 'arriving' } }))
      return selectEmployeeTexts.arriving(index.length, total);
    if (snapshot.matches({ ready: { list: 'partial' } }))
      return selectEmployeeTexts.partial(index.length, total);
    return undefined;
  });
  const partial = useSelector(actorRef, (snapshot) => snapshot.matches({ ready: { list: 'partial' } }));
  return (
    <>
      {progress !== undefined && !partial && (
        <p role="status" className={styles.progress}>
          {progress}
        </p>
      )}
      {partial && (
        <div role="alert" className={styles.partial}>
          <p>{progress}</p>
          <Button variant="outlined" onPress={() => actorRef.send({ type: 'RETRY' })}>
            {selectEmployeeTexts.retryMissing}
          </Button>
        </div>
      )}
    </>
  );
}

/** The result list (after the debounce) and the no-results status. */
function Results({ actorRef }: { actorRef: SearchActor }) {
  const results = useSelector(actorRef, (snapshot) =>
    snapshot.matches({ ready: { search: 'results' } }) ? snapshot.context.results : undefined,
  );
  const noResults = useSelector(actorRef, (snapshot) => snapshot.matches({ ready: { search: 'noResults' } }));
  return (
    <>
      {results && (
        <ul className={styles.results} aria-label={selectEmployeeTexts.resultsLabel}>
          {results.map((entry) => (
            <li key={entry.employee.employeeId}>
              <button
                type="button"
                className={styles.result}
                onClick={() => actorRef.send({ type: 'SELECT', employeeId: entry.employee.employeeId })}
              >
                <span>{entry.label}</span>
                <span className={styles.resultId}>{entry.employee.identificationDocumentNumber}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div role="status">
        {noResults && <p className={styles.noResults}>{employeeSelectionTexts.noResults}</p>}
      </div>
    </>
  );
}
