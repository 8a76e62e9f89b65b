-- Decision 0068: the partition function takes its advisory lock only when a month is missing, so the many callers
-- that find their months made (ingestion's retry, every fixture and seed insert) neither wait for each other nor hold
-- a pooled connection while they queue. Under the lock it looks again, so two callers still never make a month twice.
CREATE OR REPLACE FUNCTION "ensure_datalog_transaction_partitions"(from_ts TIMESTAMPTZ, to_ts TIMESTAMPTZ) RETURNS INTEGER
LANGUAGE plpgsql AS $$
DECLARE
  first_month TIMESTAMP := date_trunc('month', from_ts AT TIME ZONE 'UTC');
  last_month TIMESTAMP := date_trunc('month', to_ts AT TIME ZONE 'UTC');
  month_start TIMESTAMP;
  part TEXT;
  created INTEGER := 0;
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM generate_series(first_month, last_month, INTERVAL '1 month') AS m
     WHERE to_regclass(format('public.%I', 'datalog_transactions_p' || to_char(m, 'YYYY_MM'))) IS NULL
  ) THEN
    RETURN 0;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('datalog_transactions partitions'));
  month_start := first_month;
  WHILE month_start <= last_month LOOP
    part := 'datalog_transactions_p' || to_char(month_start, 'YYYY_MM');
    IF to_regclass(format('public.%I', part)) IS NULL THEN
      EXECUTE format('CREATE TABLE public.%I (LIKE public.datalog_transactions INCLUDING DEFAULTS)', part);
      EXECUTE format('ALTER TABLE public.datalog_transactions ATTACH PARTITION public.%I FOR VALUES FROM (%L) TO (%L)',
        part, month_start::text || '+00', (month_start + INTERVAL '1 month')::text || '+00');
      created := created + 1;
    END IF;
    month_start := month_start + INTERVAL '1 month';
  END LOOP;
  RETURN created;
END
$$;
