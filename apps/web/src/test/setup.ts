import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { api } from './api';

// Every test's API answers come from its own routes (src/test/api.ts).
api.install();

afterEach(() => {
  cleanup();
  localStorage.clear();
  api.reset();
});
