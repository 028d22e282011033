import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts after each test by itself only when Vitest globals are on;
// they are off here, so without this every render piles up in the same document.
afterEach(cleanup);

// Pages load their code lazily on first visit; with the whole suite sharing two cores that
// can take longer than Testing Library's 1 s default for findBy/waitFor.
configure({ asyncUtilTimeout: 5000 });
