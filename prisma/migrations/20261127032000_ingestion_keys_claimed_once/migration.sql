-- Decision 0068: ingestion claims its rows' keys itself, so the insert trigger's key registration only finds them
-- again (about a tenth of ingestion's time). Ingestion's statement marks itself in kc.keys_claimed with its own
-- statement_timestamp(), and the trigger skips the keys for that statement alone: any later statement, even in the
-- same transaction, has another statement_timestamp() and registers its keys as before.
CREATE OR REPLACE FUNCTION "datalog_transactions_after_insert"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('kc.keys_claimed', true) IS DISTINCT FROM statement_timestamp()::text THEN
    INSERT INTO datalog_transaction_keys (datalog_id, sequence, time)
      SELECT datalog_id, sequence, time FROM new_rows
      ON CONFLICT (datalog_id, sequence) DO NOTHING;
  END IF;
  INSERT INTO datalog_transaction_days AS d (property_id, day, total, exceptions)
    SELECT property_id, (time AT TIME ZONE 'UTC')::date, count(*), count(exception_code)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (property_id, day) DO UPDATE SET total = d.total + EXCLUDED.total, exceptions = d.exceptions + EXCLUDED.exceptions;
  RETURN NULL;
END
$$;
