/** The display formats of spec 000 §9 for the web client; the rules live (and are tested) in @kc/domain/format. */
export {
  compareNames,
  formatDate,
  formatDateTime,
  formatMoneyCents,
  formatPhone,
  formatTime,
  phoneHref,
  sortByName,
} from '@kc/domain/format';
