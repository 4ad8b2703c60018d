import './global.css';
