-- issue 34 (data only, written by hand): a cancelled invoice owes nothing. Entering Batal now sets its
-- balance to 0 (invoice.hooks.ts); invoices cancelled before that keep a stored balance that lists, counts
-- and the ageing would still show, so it is cleared here once.
UPDATE "rinvoice" SET "sisa" = 0 WHERE "status" = 'Batal' AND coalesce("sisa", 0) <> 0;
