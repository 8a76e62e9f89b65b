// Activity codes (spec 001 §2: code 99 shows blank, code 1 flags an ok row), apart from property-ops.ts so that the
// pages that only show activities do not build its schemas (decision 0067).
export const ACTIVITY_BLANK_CODE = 99;
export const ACTIVITY_OK_CODE = 1;
/** Codes a property names; 99 is reserved (always blank) and never listed for editing. */
export const ACTIVITY_CODE_MAX = 20;
/**
 * Names a property starts with (decision 0018), also the reports' fallback for a code the property has not named
 * (decision 0019); the rest are unnamed until the property names them.
 */
export const DEFAULT_ACTIVITY_NAMES: Readonly<Record<number, string>> = { 1: 'OK', 2: 'Key Out', 3: 'Key In' };
