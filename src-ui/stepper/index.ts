export { type Step, Stepper, type StepperProps, stepperDefaults } from './stepper';
