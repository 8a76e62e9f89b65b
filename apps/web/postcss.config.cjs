module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        // Keep in step with the theme breakpoints in src/app/theme.ts.
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '50.0625em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
      },
    },
  },
};
