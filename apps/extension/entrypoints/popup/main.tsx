import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@motes/ui/styles.css';
import './popup.css';
import { Popup } from './Popup';

const container = document.getElementById('root');
if (!container) throw new Error('popup/index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <Popup />
  </StrictMode>,
);
