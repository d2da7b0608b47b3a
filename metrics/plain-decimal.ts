/**
 * How a number must be written in a query string or a form (CONTRACT §1): digits, an optional minus
 * sign and decimal point; no exponent, plus sign, spaces, comma, `0x` or `Infinity`. A module of its
 * own, with no imports, so that the browser module can read forms by it too.
 */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/
