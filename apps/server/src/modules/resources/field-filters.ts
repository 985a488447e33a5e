import { FILTER_OPERATORS } from '@kantor/core';

/*
 * A list's field filters in the API docs. The generic routes declare them as their query's catchall
 * (core's api/routes/resources.ts); a catchall has no names, so the docs name them by pattern.
 */

const OTHER_OPERATORS = FILTER_OPERATORS.filter((op) => op !== 'eq');
/** A field's name: lower case, words joined by single underscores (a double one starts an operator). */
const FIELD = '[a-z][a-z0-9]*(_[a-z0-9]+)*';

/**
 * Field filters, named by pattern (a field, or a field and an operator after `__`): for the API docs
 * only (`queryPatterns`, docs/route-docs.ts), as the handler checks them itself: an unknown or hidden
 * field, an unknown operator or a value of the wrong kind is a 422 naming the parameter.
 */
export const FIELD_FILTERS = {
  [`^${FIELD}$`]: {
    type: 'string',
    description: 'a field (or id, created_at, updated_at) equals the value; several filters all apply',
  },
  [`^${FIELD}__(${OTHER_OPERATORS.join('|')})$`]: {
    type: 'string',
    description:
      'a field compared with the value: `ne`, `contains` (text, any case), `gt`, `gte`, `lt`, `lte`, ' +
      '`in` (comma-separated values), `null` (yes: empty, no: filled)',
  },
};

/** An options call's narrowing: a field equals the value (no operators). */
export const OPTION_FILTERS = {
  [`^${FIELD}$`]: { type: 'string', description: 'a field equals the value' },
};
