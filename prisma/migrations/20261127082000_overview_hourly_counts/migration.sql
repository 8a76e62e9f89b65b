-- Decision 0073: transactions per property, UTC hour and exception code ('' for none), with the key pulls among them,
-- kept exact by the same statement triggers as datalog_transaction_days, so the overview's 30 days read one row per
-- hour and code instead of every transaction. The pull rule below is PULL_SQL of the overview
-- (packages/services/src/overview/overview-sql.ts, built from KEY_EFFECT_SQL in @kc/domain/devices), written out:
-- the row moves a key (a tag, no exception code, an activity other than 1 ok and 99 blank) and leaves it out (not 3).
-- packages/services/test/overview-hours.test.ts fails if the two ever differ. Hours are cut in UTC whatever the
-- session's time zone (date_trunc with an explicit zone).

-- CreateTable
CREATE TABLE "datalog_transaction_hours" (
    "property_id" INTEGER NOT NULL,
    "hour" TIMESTAMPTZ(3) NOT NULL,
    "exception_code" VARCHAR(2) NOT NULL DEFAULT '',
    "total" INTEGER NOT NULL,
    "pulls" INTEGER NOT NULL,

    CONSTRAINT "datalog_transaction_hours_pkey" PRIMARY KEY ("property_id","hour","exception_code")
);

INSERT INTO "datalog_transaction_hours" ("property_id", "hour", "exception_code", "total", "pulls")
  SELECT "property_id", date_trunc('hour', "time", 'UTC'), coalesce("exception_code", ''), count(*),
         count(*) FILTER (WHERE ("key_tag_number" IS NOT NULL AND "exception_code" IS NULL
                                 AND "activity_code" NOT IN (1, 99)) AND ("activity_code" <> 3))
    FROM "datalog_transactions" GROUP BY 1, 2, 3;

-- The insert trigger of decision 0068 (ingestion's key mark kept), plus the hours: one grouped upsert per statement,
-- in key order like the days, so two writers of the same property and hours lock the rows in the same order.
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
  INSERT INTO datalog_transaction_hours AS h (property_id, hour, exception_code, total, pulls)
    SELECT property_id, date_trunc('hour', time, 'UTC'), coalesce(exception_code, ''), count(*),
           count(*) FILTER (WHERE (key_tag_number IS NOT NULL AND exception_code IS NULL AND activity_code NOT IN (1, 99))
                              AND (activity_code <> 3))
      FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (property_id, hour, exception_code) DO UPDATE SET total = h.total + EXCLUDED.total, pulls = h.pulls + EXCLUDED.pulls;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "datalog_transactions_after_delete"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM datalog_transaction_keys k USING old_rows o WHERE k.datalog_id = o.datalog_id AND k.sequence = o.sequence;
  UPDATE datalog_transaction_days d SET total = d.total - o.total, exceptions = d.exceptions - o.exceptions
    FROM (SELECT property_id, (time AT TIME ZONE 'UTC')::date AS day, count(*) AS total, count(exception_code) AS exceptions
            FROM old_rows GROUP BY 1, 2) o
   WHERE d.property_id = o.property_id AND d.day = o.day;
  UPDATE datalog_transaction_hours h SET total = h.total - o.total, pulls = h.pulls - o.pulls
    FROM (SELECT property_id, date_trunc('hour', time, 'UTC') AS hour, coalesce(exception_code, '') AS exception_code,
                 count(*) AS total,
                 count(*) FILTER (WHERE (key_tag_number IS NOT NULL AND exception_code IS NULL AND activity_code NOT IN (1, 99))
                                    AND (activity_code <> 3)) AS pulls
            FROM old_rows GROUP BY 1, 2, 3) o
   WHERE h.property_id = o.property_id AND h.hour = o.hour AND h.exception_code = o.exception_code;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION "datalog_transactions_after_update"() RETURNS TRIGGER
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
  INSERT INTO datalog_transaction_hours AS h (property_id, hour, exception_code, total, pulls)
    SELECT property_id, hour, exception_code, sum(total), sum(pulls) FROM (
      SELECT property_id, date_trunc('hour', time, 'UTC') AS hour, coalesce(exception_code, '') AS exception_code, -1 AS total,
             -((key_tag_number IS NOT NULL AND exception_code IS NULL AND activity_code NOT IN (1, 99))
               AND (activity_code <> 3))::int AS pulls
        FROM old_rows
      UNION ALL
      SELECT property_id, date_trunc('hour', time, 'UTC'), coalesce(exception_code, ''), 1,
             ((key_tag_number IS NOT NULL AND exception_code IS NULL AND activity_code NOT IN (1, 99))
              AND (activity_code <> 3))::int
        FROM new_rows
    ) c GROUP BY 1, 2, 3 HAVING sum(total) <> 0 OR sum(pulls) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (property_id, hour, exception_code) DO UPDATE SET total = h.total + EXCLUDED.total, pulls = h.pulls + EXCLUDED.pulls;
  RETURN NULL;
END
$$;
