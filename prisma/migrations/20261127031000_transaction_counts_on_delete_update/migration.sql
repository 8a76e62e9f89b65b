-- Decision 0068: the keys and per-day counts follow deletes and updates of datalog_transactions too (a cleanup
-- that deletes a datalog's rows, a correction of a row), so every writer keeps them equal to the rows. Dropping a
-- whole month (the retention) removes its keys and days itself. Transition tables allow one event per trigger.
CREATE FUNCTION "datalog_transactions_after_delete"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM datalog_transaction_keys k USING old_rows o WHERE k.datalog_id = o.datalog_id AND k.sequence = o.sequence;
  UPDATE datalog_transaction_days d SET total = d.total - o.total, exceptions = d.exceptions - o.exceptions
    FROM (SELECT property_id, (time AT TIME ZONE 'UTC')::date AS day, count(*) AS total, count(exception_code) AS exceptions
            FROM old_rows GROUP BY 1, 2) o
   WHERE d.property_id = o.property_id AND d.day = o.day;
  RETURN NULL;
END
$$;
CREATE TRIGGER "datalog_transactions_after_delete" AFTER DELETE ON "datalog_transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "datalog_transactions_after_delete"();

CREATE FUNCTION "datalog_transactions_after_update"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  -- Rows keep their id through an update, so old and new pair up by id.
  DELETE FROM datalog_transaction_keys k USING old_rows o JOIN new_rows n ON n.id = o.id
   WHERE (n.datalog_id, n.sequence) IS DISTINCT FROM (o.datalog_id, o.sequence)
     AND k.datalog_id = o.datalog_id AND k.sequence = o.sequence;
  INSERT INTO datalog_transaction_keys (datalog_id, sequence, time)
    SELECT n.datalog_id, n.sequence, n.time FROM new_rows n
    ON CONFLICT (datalog_id, sequence) DO UPDATE SET time = EXCLUDED.time;
  INSERT INTO datalog_transaction_days AS d (property_id, day, total, exceptions)
    SELECT property_id, day, sum(total), sum(exceptions) FROM (
      SELECT property_id, (time AT TIME ZONE 'UTC')::date AS day, -1 AS total, -(exception_code IS NOT NULL)::int AS exceptions
        FROM old_rows
      UNION ALL
      SELECT property_id, (time AT TIME ZONE 'UTC')::date, 1, (exception_code IS NOT NULL)::int FROM new_rows
    ) c GROUP BY 1, 2 HAVING sum(total) <> 0 OR sum(exceptions) <> 0 ORDER BY 1, 2
    ON CONFLICT (property_id, day) DO UPDATE SET total = d.total + EXCLUDED.total, exceptions = d.exceptions + EXCLUDED.exceptions;
  RETURN NULL;
END
$$;
CREATE TRIGGER "datalog_transactions_after_update" AFTER UPDATE ON "datalog_transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "datalog_transactions_after_update"();
