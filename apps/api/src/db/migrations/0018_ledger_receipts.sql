ALTER TABLE "ledger_entries" ADD COLUMN "instalment_seq" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "receipt_no" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_receipt_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
-- Hand-added backfill (not generated): the month each existing payment and payout was for. Within a
-- stay, the paid months in the order they were paid match the payments (and the payouts) in the
-- order they were written, since each month's ledger rows are written in the transaction that marks
-- it paid. A stay paid before rent_instalments existed has only its first payment: month 1.
UPDATE "ledger_entries" l SET "instalment_seq" = m.seq
FROM (
  SELECT e.id, i.seq
  FROM (SELECT id, booking_id, row_number() OVER (PARTITION BY booking_id, kind ORDER BY created_at, id) AS n
        FROM "ledger_entries" WHERE kind IN ('payment', 'payout')) e
  JOIN (SELECT booking_id, seq, row_number() OVER (PARTITION BY booking_id ORDER BY paid_at, seq) AS n
        FROM "rent_instalments" WHERE status = 'paid') i
    ON i.booking_id = e.booking_id AND i.n = e.n
) m
WHERE l.id = m.id;--> statement-breakpoint
UPDATE "ledger_entries" l SET "instalment_seq" = 1
WHERE l.instalment_seq IS NULL AND l.kind IN ('payment', 'payout')
  AND NOT EXISTS (SELECT 1 FROM "ledger_entries" o
                  WHERE o.booking_id = l.booking_id AND o.kind = l.kind AND o.created_at < l.created_at);
