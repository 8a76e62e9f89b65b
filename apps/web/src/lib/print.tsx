/** Spec 001 §9: the print pop-up prints after 100 ms. */
export const printSoon = () => window.setTimeout(() => window.print(), 100);

/** While printing: only the page's content (no shell, no controls marked kc-no-print). */
export function PrintStyles() {
  return <style>{'@media print { .kc-no-print, header, nav, footer { display: none !important; } }'}</style>;
}
