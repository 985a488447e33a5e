import { divideRound, fromScaled, toScaled } from './quantity.ts';

/** Stock of one item: quantity in base units and its value in whole Rupiah. */
export type StockState = { qty: number; value: number };

export const EMPTY_STOCK: StockState = { qty: 0, value: 0 };

/**
 * Goods in at moving average cost: the quantity and the exact value paid are added.
 *
 * @example receive({ qty: 10, value: 100_000 }, 5, 60_000) // { qty: 15, value: 160_000 }
 */
export function receive(state: StockState, qty: number, value: number): StockState {
  if (!(qty > 0)) throw new RangeError(`goods in need a positive quantity: ${qty}`);
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`value must be whole Rupiah ≥ 0: ${value}`);
  return { qty: fromScaled(toScaled(state.qty) + toScaled(qty)), value: state.value + value };
}

/** Thrown when goods out would take more than the stock holds. */
export class InsufficientStock extends Error {
  constructor(
    readonly available: number,
    readonly requested: number,
  ) {
    super(`only ${available} left, ${requested} requested`);
  }
}

/**
 * Goods out at the current average cost: the value leaving is `value × qty / stock`, rounded half-up,
 * so taking the whole stock takes its whole value (no Rupiah is left on an empty shelf).
 *
 * @example issue({ qty: 15, value: 160_000 }, 5) // { state: { qty: 10, value: 106_667 }, value: 53_333 }
 */
export function issue(state: StockState, qty: number): { state: StockState; value: number } {
  if (!(qty > 0)) throw new RangeError(`goods out need a positive quantity: ${qty}`);
  const have = toScaled(state.qty);
  const take = toScaled(qty);
  if (take > have) throw new InsufficientStock(state.qty, qty);
  const value = take === have ? state.value : divideRound(BigInt(state.value) * take, have);
  return { state: { qty: fromScaled(have - take), value: state.value - value }, value };
}

/**
 * The average cost of one base unit (Rupiah, fractional), or null for an empty stock.
 *
 * @example averageCost({ qty: 15, value: 160_000 }) // 10666.666…
 */
export function averageCost(state: StockState): number | null {
  return state.qty > 0 ? state.value / state.qty : null;
}
