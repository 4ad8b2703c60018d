export { Button, type ButtonProps } from './button';
export { buttonMaxWidth, buttonMinWidth } from './button.css';
