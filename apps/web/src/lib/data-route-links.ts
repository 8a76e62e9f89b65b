import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * Spec 000 §2.4: clicking an element that carries `data-route` navigates to that route; its other data attributes
 * become query values (`data-property-id="7"` gives `?propertyId=7`). Rich text from the server (news, FAQ answers)
 * can link into the app this way without knowing the router.
 */
export function dataRouteHref(element: Element): string | null {
  const route = element.getAttribute('data-route');
  if (!route || !route.startsWith('/') || route.startsWith('//')) return null;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((element as HTMLElement).dataset)) {
    if (key === 'route' || value === undefined) continue;
    query.set(key, value);
  }
  const text = query.toString();
  return text ? `${route}?${text}` : route;
}

export function useDataRouteLinks(): void {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const target = event.target instanceof Element ? event.target.closest('[data-route]') : null;
      if (!target) return;
      const href = dataRouteHref(target);
      if (!href) return;
      event.preventDefault();
      void router.navigate({ href });
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
}
