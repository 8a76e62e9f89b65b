// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { FormErrorPopup, formErrorLines } from './form-error-popup.tsx';

describe('formErrorLines', () => {
  it('lists each non-null error as "Field: message", with labels where given', () => {
    expect(
      formErrorLines({ name: 'Required', email: null, phone: 'Invalid phone number', note: '' }, { name: 'Name' }),
    ).toEqual(['Name: Required', 'phone: Invalid phone number']);
  });
});

describe('FormErrorPopup', () => {
  it('shows the lines in a dialog', async () => {
    renderWithProviders(
      <FormErrorPopup
        opened
        onClose={() => {}}
        errors={{ email: 'Invalid e-mail address' }}
        labels={{ email: 'E-mail' }}
      />,
    );
    expect(await screen.findByText('E-mail: Invalid e-mail address')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
