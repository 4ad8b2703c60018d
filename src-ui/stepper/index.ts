export { type Step, Stepper } from './stepper';
