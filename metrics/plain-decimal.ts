/** How a number must be written in a query string (CONTRACT §1): digits, an optional minus sign and decimal point; no exponent, plus sign, spaces, comma, `0x` or `Infinity`. */
export const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/
