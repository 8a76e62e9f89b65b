// Runs before every web test file. The files share one jsdom per worker (vitest.config.ts: isolate false), so what
// one file leaves behind (rendered trees, toasts, storage, fake timers) must go after each test, not with the file.
import { cleanNotifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  cleanNotifications();
  localStorage.clear();
  sessionStorage.clear();
  vi.useRealTimers();
});
