import { Button } from '../../../src-ui/button';
import { Card } from '../../../src-ui/card';
import { Select } from '../../../src-ui/select';
import { Tag } from '../../../src-ui/tag';
import { plainLink, type RenderLink } from '../../../src-ui/utils/link';
import type { Employee, PendingDays, PortalOption, SelectableClient } from '../../domain/entities';
import { fullName } from '../../domain/format';
import { labelOfEmployeeStatus } from '../../domain/lookups';
import { isFeatureEnabled, type PortalFeature } from '../../domain/permissions';
import { totalPendingDays } from '../../domain/rules/vacations';
import { homeTexts, layoutTexts } from '../../domain/texts';
import * as styles from './home.css';

/** Texts of the home page the spec describes without wording (ours). */
export const homePageTexts = {
  greeting: (name: string) => (name.trim() === '' ? 'Hola' : `Hola, ${name.trim()}`),
  lead: '¿Qué quieres gestionar hoy?',
  featuresTitle: 'Funcionalidades',
  unitSwitcher: 'Unidad de negocio',
  employeeTitle: 'Empleado seleccionado',
  name: 'Nombre',
  idNumber: 'Número de identificación',
  status: 'Estado',
  pendingDays: 'Días de vacaciones por disfrutar',
  showPendingDays: 'Ver días por disfrutar',
  goTo: (label: string) => `Ir a ${label}`,
  comingSoon: 'Disponible próximamente.',
  descriptions: {
    vacations: 'Consulta los días utilizados y solicita disfrute o pago de vacaciones.',
    disabilities: 'Consulta las incapacidades del empleado.',
    absences: 'Consulta las ausencias del empleado.',
    certifications: 'Solicita y consulta certificaciones.',
    contracts: 'Consulta el histórico de contratos del empleado.',
    positions: 'Consulta los cargos del empleado.',
    requestsInProcess: 'Sigue las solicitudes en trámite en el tablero.',
  } satisfies Record<PortalFeature, string>,
} as const;

/** The order of the feature cards (SPEC §1's list). */
export const homeFeatures: readonly PortalFeature[] = [
  'vacations',
  'disabilities',
  'absences',
  'certifications',
  'contracts',
  'positions',
  'requestsInProcess',
];

/** The sections the cards link to; features without a section show no link. */
export const defaultFeaturePaths: Partial<Record<PortalFeature, string>> = {
  vacations: '/holidays',
  certifications: '/certifications',
  contracts: '/contracts',
  requestsInProcess: '/requests',
};

export interface HomePageProps {
  /** The signed-in user's name, for the greeting. */
  userName: string;
  /** The portal options (call 3): a feature card shows when its public code is listed. */
  portalOptions: readonly Pick<PortalOption, 'publicCode'>[];
  /** The user's business units: the switcher shows when there is more than one. */
  businessUnits: readonly SelectableClient[];
  /** The selected unit's id. */
  selectedUnitId: string;
  /** Called with the id of the unit chosen in the switcher (the app then goes to employee selection). */
  onChangeUnit: (unitId: string) => void;
  /** The selected employee (call 8), when loaded. */
  employee?: Employee;
  /** The selected employee's pending vacation days per contract (call 9). */
  pendingDays: readonly PendingDays[];
  /** Opens the 'Días por disfrutar' modal; the button shows only when given. */
  onShowPendingDays?: () => void;
  /** The section each feature card links to (default: vacations, certifications, contracts, requests). */
  featurePaths?: Partial<Record<PortalFeature, string>>;
  /** Renders links with the app's router (default: a plain anchor). */
  renderLink?: RenderLink;
}

/**
 * Home (/): a greeting, the employee header card with pending vacation days, the business-unit
 * switcher when there is more than one unit, and a card per enabled feature.
 */
export function HomePage({
  userName,
  portalOptions,
  businessUnits,
  selectedUnitId,
  onChangeUnit,
  employee,
  pendingDays,
  onShowPendingDays,
  featurePaths = defaultFeaturePaths,
  renderLink = plainLink,
}: HomePageProps) {
  const codes = portalOptions.map((option) => option.publicCode);
  const enabled = homeFeatures.filter((feature) => isFeatureEnabled(codes, feature));
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.greeting}>{homePageTexts.greeting(userName)}</h1>
          <p className={styles.lead}>{homePageTexts.lead}</p>
        </div>
        {businessUnits.length > 1 && (
          <Select
            label={homePageTexts.unitSwitcher}
            options={businessUnits.map((unit) => ({ id: unit.id, label: unit.name, value: unit.id }))}
            value={selectedUnitId}
            onChange={(id) => {
              if (id !== '' && id !== selectedUnitId) onChangeUnit(id);
            }}
          />
        )}
      </div>

      <Card
        title={homePageTexts.employeeTitle}
        headingLevel={2}
        footer={
          employee &&
          onShowPendingDays && (
            <Button variant="outlined" onPress={onShowPendingDays} aria-haspopup="dialog">
              {homePageTexts.showPendingDays}
            </Button>
          )
        }
      >
        {employee ? (
          <dl className={styles.employeeFacts}>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{homePageTexts.name}</dt>
              <dd className={styles.factValue}>{fullName(employee.names, employee.surnames)}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{homePageTexts.idNumber}</dt>
              <dd className={styles.factValue}>{employee.identificationDocumentNumber}</dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{homePageTexts.status}</dt>
              <dd className={styles.factValue}>
                <Tag appearance="success">{labelOfEmployeeStatus(employee.employeeStatus)}</Tag>
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{homePageTexts.pendingDays}</dt>
              <dd className={styles.days}>{totalPendingDays(pendingDays)}</dd>
            </div>
          </dl>
        ) : (
          <p className={styles.cardText}>{layoutTexts.noEmployeeSelected}</p>
        )}
      </Card>

      <section aria-labelledby="home-features-title" className={styles.page}>
        <h2 id="home-features-title" className={styles.sectionTitle}>
          {homePageTexts.featuresTitle}
        </h2>
        <ul className={styles.cards}>
          {enabled.map((feature) => {
            const path = featurePaths[feature];
            return (
              <li key={feature}>
                <Card
                  title={homeTexts[feature]}
                  footer={
                    path
                      ? renderLink({
                          href: path,
                          className: styles.link,
                          children: homePageTexts.goTo(homeTexts[feature]),
                        })
                      : undefined
                  }
                >
                  <p className={styles.cardText}>{homePageTexts.descriptions[feature]}</p>
                  {!path && <p className={styles.cardText}>{homePageTexts.comingSoon}</p>}
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
