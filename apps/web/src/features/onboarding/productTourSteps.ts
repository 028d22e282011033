// The product tour (§2 `/onboarding/product`): the three things a new user can do first.

export interface ProductTourStep {
  /** Short name for the step list. */
  name: string;
  title: string;
  body: string;
  tip: string;
}

export const PRODUCT_TOUR_STEPS: readonly ProductTourStep[] = [
  {
    name: 'Record',
    title: 'Record a mote',
    body: 'A mote is a short voice note. Record one in your browser to explain a task, give feedback on a piece of work, or say hello to a new class.',
    tip: 'You can also turn typed text into audio, or upload a recording you already have.',
  },
  {
    name: 'Read aloud',
    title: 'Have any text read aloud',
    body: 'Select text on a page and hear it read aloud, each word highlighted as it is spoken. Translate a word or a whole passage into more than 60 languages.',
    tip: 'The browser extension brings read aloud, the dictionary and highlighters to every web page.',
  },
  {
    name: 'Share',
    title: 'Share with a link or QR code',
    body: 'Every mote has its own page with a transcript. Share the link in a message, a document or your class page, or print the QR code on a worksheet.',
    tip: 'Listeners do not need an account to play a mote you share.',
  },
];
