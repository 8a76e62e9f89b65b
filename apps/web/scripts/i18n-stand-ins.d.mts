/** The bare specifiers `i18next` and `react-i18next`, resolved to the app's stand-ins (decision 0051). */
export declare const I18N_STAND_INS: { find: RegExp; replacement: string }[];
