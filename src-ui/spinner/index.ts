export { Spinner, type SpinnerProps } from './spinner';
export { spinnerTurnMs } from './spinner.css';
