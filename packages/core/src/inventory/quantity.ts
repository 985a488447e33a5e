/**
 * Quantities are decimals with up to 4 places (1,5 m of pipe; 0,25 kg of freon); arithmetic on them is
 * done in integer ten-thousandths so sums never drift. Money is integer Rupiah.
 */
export const QTY_SCALE = 10_000n;
const SCALE = 10_000;

/**
 * A quantity in ten-thousandths (half-up at the fifth place).
 *
 * @example toScaled(1.5) // 15000n
 */
export function toScaled(qty: number): bigint {
  if (!Number.isFinite(qty)) throw new RangeError(`not a quantity: ${qty}`);
  return BigInt(Math.round(qty * SCALE));
}

/** @example fromScaled(15000n) // 1.5 */
export function fromScaled(scaled: bigint): number {
  return Number(scaled) / SCALE;
}

/**
 * `qty × unitPrice` in whole Rupiah, rounded half-up (away from zero for negatives).
 *
 * @example lineAmount(3, 25_000) // 75000
 * @example lineAmount(1.5, 12_345) // 18518 (18517.5 rounds up)
 */
export function lineAmount(qty: number, unitPrice: number): number {
  if (!Number.isInteger(unitPrice)) throw new RangeError(`unit price must be whole Rupiah: ${unitPrice}`);
  return divideRound(toScaled(qty) * BigInt(unitPrice), QTY_SCALE);
}

/** `a / b` rounded half away from zero, as a number (b > 0). */
export function divideRound(a: bigint, b: bigint): number {
  const negative = a < 0n;
  const abs = negative ? -a : a;
  const q = (abs * 2n + b) / (2n * b);
  return Number(negative ? -q : q);
}

/**
 * A quantity in an alternative unit expressed in base units (1 dus of 12 pcs → 12), 4 places.
 *
 * @example toBaseQty(2, 12) // 24
 * @example toBaseQty(0.5, 50) // 25 (half a 50 m roll)
 */
export function toBaseQty(qty: number, factor: number): number {
  if (!(factor > 0)) throw new RangeError(`a unit's factor must be positive: ${factor}`);
  return fromScaled((toScaled(qty) * toScaled(factor)) / QTY_SCALE);
}

/**
 * Base units expressed in an alternative unit (24 pcs → 2 dus), 4 places.
 *
 * @example fromBaseQty(24, 12) // 2
 */
export function fromBaseQty(qty: number, factor: number): number {
  if (!(factor > 0)) throw new RangeError(`a unit's factor must be positive: ${factor}`);
  return fromScaled(BigInt(divideRound(toScaled(qty) * QTY_SCALE, toScaled(factor))));
}
