/**
 * react-remove-scroll's class names, for the signed-in frame's fixed header and footer (shell-frame.module.css): a
 * modal or drawer that locks the page scroll shifts elements with the zeroRight class by the scrollbar's width. The
 * frame reads the names here instead of importing the scroll-lock library of modals and drawers (3.8 KB Brotli) into
 * every signed-in page (decisions 0050, 0057). The names are the library's own (react-remove-scroll-bar's constants);
 * remove-scroll-class-names.test.ts compares them with the library's.
 */
export const RemoveScroll = {
  classNames: {
    zeroRight: 'right-scroll-bar-position',
    fullWidth: 'width-before-scroll-bar',
  },
} as const;
