/**
 * Stands in for react-remove-scroll inside Mantine's AppShell header, footer and aside, which import it only to read
 * `RemoveScroll.classNames.zeroRight` (vite.config.ts). Without it the shell of every signed-in page fetched the
 * scroll-lock library of modals and drawers (3.8 KB Brotli) for one class name (decision 0050). The names are the
 * library's own (react-remove-scroll-bar's constants), so a modal that locks the page scroll still shifts the header by
 * the scrollbar's width; remove-scroll-class-names.test.ts compares them with the library's.
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
} as const;
