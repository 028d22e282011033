import { BRAND_NAME } from '@motes/ui';
import { ServiceStatusPanel } from '../service-status/ServiceStatusPanel';
import './HomePage.css';

/** The home page: what the product is for, how far it has got, and whether the service answers. */
export function HomePage() {
  return (
    <div className="home">
      <title>{BRAND_NAME}</title>
      <h1 className="home__title">{BRAND_NAME}</h1>
      <p className="home__lead">
        {BRAND_NAME} helps teachers and learners use their voices. Record a short voice note, turn
        written text into audio, and share each one with a link or a QR code.
      </p>
      <p>
        We are building it now, one piece at a time. Recording, text to audio and sharing are not
        ready yet; this page will say so when they are.
      </p>
      <h2 className="home__subtitle">Coming first</h2>
      <ul className="home__plans">
        <li>Short voice notes you record right in the browser.</li>
        <li>Audio made from text you type or paste, in many languages.</li>
        <li>A page for each note, shared by link or QR code, with a transcript.</li>
      </ul>
      <ServiceStatusPanel />
    </div>
  );
}
