// The entities of SPEC §3, by group: import from here or from the group's file.

export * from './employees';
export * from './history';
export * from './portal';
export * from './requests';
export * from './staff';
export * from './team-absences';
