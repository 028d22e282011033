import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motes/ui/styles.css';
import './options.css';
import { Options } from './Options';

const container = document.getElementById('root');
if (!container) throw new Error('options/index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <Options />
  </StrictMode>,
);
