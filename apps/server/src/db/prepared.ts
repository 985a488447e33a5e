/**
 * Named prepared statements for the hot statements that ask for them (`query(text, params, { prepare:
 * true })`): the session's login on every API request and a POS sale's reads (issue 34,
 * `npm run bench -- inventory`). Parsing and planning those was a third of their time: the cart's read
 * took 0.7 ms to plan and 0.4 ms to run. A prepared statement is parsed once per connection and, after
 * a few runs, PostgreSQL keeps a generic plan for it when that plan costs no more than a custom one
 * (else `generic`, below, asks for it).
 *
 * Only for statements whose text is a constant (a name per text, at most `MAX_PREPARED` of them per
 * connection; past that, a statement runs unprepared) over tables whose columns never change at run time
 * (the user tables' DDL, modules/usertables, would make a cached `SELECT *` fail).
 *
 * PGlite: its `query` takes six calls into the engine per statement (parse, describe, bind, describe,
 * execute, sync); the prepared path sends bind, describe, execute and sync as one message (the parse
 * goes alone, the first time), values serialised as node-postgres does (the same code runs on both
 * engines). `generic` adds its two `SET LOCAL`s to that message: still one call.
 * PostgreSQL: node-postgres' own named statements (`{ name, text, values }`), cached per connection.
 */
import { createHash } from 'node:crypto';
import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import pg from 'pg';

export type QueryOptions = {
  prepare?: boolean;
  /**
   * Inside a transaction, with `prepare`: run the statement's one generic plan (`plan_cache_mode`
   * `force_generic_plan` for it alone), for a key look-up whose plan does not depend on its values but
   * that PostgreSQL would plan again at every run. The POS cart's read is one: its generic plan costs
   * ten rows for `id = ANY($1)` against the one of a custom plan, so it was never chosen, and planning
   * the read took 0.7 ms of its 1.1 ms.
   */
  generic?: boolean;
};

export const GENERIC_ON = 'SET LOCAL plan_cache_mode = force_generic_plan';
export const GENERIC_OFF = 'SET LOCAL plan_cache_mode TO DEFAULT';

/** Statements prepared per connection at most: texts are constants, so this bounds a mistake only. */
export const MAX_PREPARED = 200;

const prepareValue = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils
  .prepareValue;

/** A statement's name: its text's hash, so one text always has one name on every connection. */
export function statementName(text: string): string {
  return `k_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
}

/**
 * The statements as node-postgres runs them, for one pool: named when asked (the name is its text's),
 * unnamed past `MAX_PREPARED` texts, so no connection keeps more.
 */
export function pgStatements() {
  const names = new Set<string>();
  return (text: string, params: unknown[] | undefined, options?: QueryOptions) => {
    if (options?.prepare) {
      const name = statementName(text);
      if (names.has(name) || names.size < MAX_PREPARED) {
        names.add(name);
        return { name, text, values: params ?? [] };
      }
    }
    return { text, values: params ?? [] };
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/**
 * Runs prepared statements on one PGlite instance (one connection: the names it has parsed are known
 * here). `exclusive` is how the caller holds the engine: inside a transaction, its query lock; outside,
 * the transaction lock too, as PGlite's own `query` takes them.
 */
export function pglitePrepared(client: PGlite) {
  const parsed = new Set<string>();
  const parsers = (client as unknown as { parsers: Parameters<typeof parse.parseResults>[1] }).parsers;
  const send = async (message: Uint8Array, inTransaction: boolean) =>
    (await client.execProtocol(message, { syncToFs: !inTransaction })).messages;
  /**
   * `unprepared` runs the statement as PGlite's `query` would, on the caller's side of the lock (the
   * transaction's own `query` inside one): past `MAX_PREPARED` statements.
   */
  return async function run<T>(
    text: string,
    params: unknown[] | undefined,
    inTransaction: boolean,
    unprepared: (text: string, params?: unknown[]) => Promise<T[]>,
    options?: QueryOptions,
  ): Promise<T[]> {
    const name = statementName(text);
    if (!parsed.has(name) && parsed.size >= MAX_PREPARED) return unprepared(text, params);
    const values = (params ?? []).map((v) => prepareValue(v) as string | null);
    const generic = inTransaction && options?.generic === true;
    const exec = () =>
      client._runExclusiveQuery(async () => {
        // parsed on its own the first time: a later bind or run that fails leaves it parsed, known here
        if (!parsed.has(name)) {
          await send(
            concat([protocol.serialize.parse({ name, text }), protocol.serialize.sync()]),
            inTransaction,
          );
          parsed.add(name);
        }
        return send(
          concat([
            // the plan mode set and set back around it, in the same call into the engine
            ...(generic ? [protocol.serialize.query(GENERIC_ON)] : []),
            protocol.serialize.bind({ statement: name, values }),
            protocol.serialize.describe({ type: 'P' }),
            protocol.serialize.execute({}),
            protocol.serialize.sync(),
            ...(generic ? [protocol.serialize.query(GENERIC_OFF)] : []),
          ]),
          inTransaction,
        );
      });
    const messages = await (inTransaction ? exec() : client._runExclusiveTransaction(exec));
    return parse.parseResults(messages, parsers)[generic ? 1 : 0]!.rows as T[];
  };
}
