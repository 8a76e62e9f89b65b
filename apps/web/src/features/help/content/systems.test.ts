import { describe, expect, it } from 'vitest';
import { HELP_SYSTEMS } from './systems.ts';

// Spec 000 §2.1 lists the external guides of each system; each must exist with real steps.
const EXPECTED = {
  touch: [
    'editing-keytags',
    'fingerprint-setup',
    'add-new-unit',
    'adding-employees',
    'building-pull',
    'connect-wifi',
    'edit-unit-names',
  ],
  gen10: [
    'replace-keytags',
    'add-new-unit',
    'edit-unit-names',
    'adding-employees',
    'fingerprint-setup',
    'clearing-reports',
    'testing-communications',
  ],
};

describe('help content', () => {
  it.each(Object.entries(EXPECTED))(
    '%s has every guide of the spec, each with steps and troubleshooting',
    (system, slugs) => {
      const guides = HELP_SYSTEMS[system as keyof typeof EXPECTED].guides;
      expect(guides.map((g) => g.slug).sort()).toEqual([...slugs].sort());
      for (const guide of guides) {
        expect(guide.steps.length).toBeGreaterThanOrEqual(4);
        expect(guide.troubleshooting.length).toBeGreaterThan(0);
        expect(guide.before.length).toBeGreaterThan(0);
      }
    },
  );
});
