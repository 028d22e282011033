import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motes/ui/styles.css';
import './styles/global.css';
import { App } from './App';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
