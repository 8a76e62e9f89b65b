import { Notification } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';

// axe (button-name): every toast's close button is an icon only; the theme names it for every notification.
describe('notification close button', () => {
  it('has an accessible name', () => {
    renderWithProviders(<Notification onClose={() => undefined}>Alerts settings saved</Notification>);
    expect(screen.getByRole('button', { name: 'Close' }).tagName).toBe('BUTTON');
  });
});
