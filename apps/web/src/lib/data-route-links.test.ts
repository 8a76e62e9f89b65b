// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { dataRouteHref } from './data-route-links.ts';

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host.firstElementChild!;
};

describe('dataRouteHref', () => {
  it('turns the other data attributes into query values', () => {
    expect(dataRouteHref(element('<a data-route="/faqs/touch" data-topic="wifi" data-property-id="7">x</a>'))).toBe(
      '/faqs/touch?topic=wifi&propertyId=7',
    );
  });
  it('navigates to the bare route without other attributes', () => {
    expect(dataRouteHref(element('<span data-route="/overview">x</span>'))).toBe('/overview');
  });
  it('refuses routes off this site', () => {
    expect(dataRouteHref(element('<a data-route="https://evil.test">x</a>'))).toBeNull();
    expect(dataRouteHref(element('<a data-route="//evil.test">x</a>'))).toBeNull();
  });
});
