-- Decision 0068: datalog_transactions becomes a table partitioned by month on "time" (one partition per UTC month),
-- with its rows. A partitioned table's keys must hold the partition key, so the primary key becomes (id, time) and
-- exactly-once per (datalog_id, sequence) moves to the unpartitioned datalog_transaction_keys. Per-day counts per
-- property keep report totals exact without counting history.

-- The old table keeps its rows until they are copied, its constraints and indexes go now (their names are reused).
ALTER TABLE "datalog_transactions" RENAME TO "datalog_transactions_unpartitioned";
ALTER TABLE "datalog_transactions_unpartitioned" DROP CONSTRAINT "datalog_transactions_pkey",
  DROP CONSTRAINT "datalog_transactions_property_id_fkey",
  DROP CONSTRAINT "datalog_transactions_datalog_id_fkey",
  DROP CONSTRAINT "datalog_transactions_key_receipt_id_fkey";
DROP INDEX "datalog_transactions_property_id_time_idx";
DROP INDEX "datalog_transactions_key_receipt_id_idx";
DROP INDEX "datalog_transactions_datalog_id_sequence_key";
-- The id sequence carries on (ids stay unique and increasing): it must outlive the old table.
ALTER SEQUENCE "datalog_transactions_id_seq" OWNED BY NONE;

-- CreateTable
CREATE TABLE "datalog_transactions" (
    "id" BIGINT NOT NULL DEFAULT nextval('datalog_transactions_id_seq'),
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "sequence" BIGINT NOT NULL,
    "employee_name" TEXT,
    "badge_number" TEXT,
    "property_unit_name" TEXT,
    "key_tag_number" TEXT,
    "encoded_hook_number" INTEGER,
    "activity_code" INTEGER NOT NULL,
    "exception_code" VARCHAR(2),
    "entered_work_order_number" TEXT,
    "key_receipt_id" INTEGER,
    "time" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "datalog_transactions_pkey" PRIMARY KEY ("id", "time")
) PARTITION BY RANGE ("time");
ALTER SEQUENCE "datalog_transactions_id_seq" OWNED BY "datalog_transactions"."id";

-- CreateIndex
CREATE INDEX "datalog_transactions_property_id_time_idx" ON "datalog_transactions"("property_id", "time");
CREATE INDEX "datalog_transactions_key_receipt_id_idx" ON "datalog_transactions"("key_receipt_id");

-- AddForeignKey
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_key_receipt_id_fkey" FOREIGN KEY ("key_receipt_id") REFERENCES "key_receipts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable
CREATE TABLE "datalog_transaction_keys" (
    "datalog_id" INTEGER NOT NULL,
    "sequence" BIGINT NOT NULL,
    "time" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "datalog_transaction_keys_pkey" PRIMARY KEY ("datalog_id","sequence")
);

-- CreateTable
CREATE TABLE "datalog_transaction_days" (
    "property_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "total" INTEGER NOT NULL,
    "exceptions" INTEGER NOT NULL,

    CONSTRAINT "datalog_transaction_days_pkey" PRIMARY KEY ("property_id","day")
);

-- CreateIndex
CREATE INDEX "datalog_transaction_keys_time_idx" ON "datalog_transaction_keys" USING BRIN ("time");

-- The one way partitions are made (the migration, the worker's partition job, ingestion on demand and bulk loaders
-- all call it): a partition per UTC month from from_ts's month to to_ts's month, skipping those that exist. A
-- transaction-scoped advisory lock makes concurrent callers take turns, so none creates a month twice. Each month is
-- created apart and then attached: ATTACH PARTITION takes a SHARE UPDATE EXCLUSIVE lock on the parent, which
-- inserts and reports do not wait for (CREATE TABLE ... PARTITION OF would take an ACCESS EXCLUSIVE lock).
CREATE FUNCTION "ensure_datalog_transaction_partitions"(from_ts TIMESTAMPTZ, to_ts TIMESTAMPTZ) RETURNS INTEGER
LANGUAGE plpgsql AS $$
DECLARE
  month_start TIMESTAMP := date_trunc('month', from_ts AT TIME ZONE 'UTC');
  last_month TIMESTAMP := date_trunc('month', to_ts AT TIME ZONE 'UTC');
  part TEXT;
  created INTEGER := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('datalog_transactions partitions'));
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

-- The months the rows need, and this month and the next three (the partition job keeps that lead from now on).
SELECT "ensure_datalog_transaction_partitions"(LEAST(min("time"), now()), now() + INTERVAL '3 months')
  FROM "datalog_transactions_unpartitioned";

INSERT INTO "datalog_transactions" ("id", "property_id", "datalog_id", "sequence", "employee_name", "badge_number",
  "property_unit_name", "key_tag_number", "encoded_hook_number", "activity_code", "exception_code",
  "entered_work_order_number", "key_receipt_id", "time", "created_at")
SELECT "id", "property_id", "datalog_id", "sequence", "employee_name", "badge_number", "property_unit_name",
  "key_tag_number", "encoded_hook_number", "activity_code", "exception_code", "entered_work_order_number",
  "key_receipt_id", "time", "created_at"
  FROM "datalog_transactions_unpartitioned";
INSERT INTO "datalog_transaction_keys" ("datalog_id", "sequence", "time")
  SELECT "datalog_id", "sequence", "time" FROM "datalog_transactions_unpartitioned";
INSERT INTO "datalog_transaction_days" ("property_id", "day", "total", "exceptions")
  SELECT "property_id", ("time" AT TIME ZONE 'UTC')::date, count(*), count("exception_code")
    FROM "datalog_transactions_unpartitioned" GROUP BY 1, 2;
DROP TABLE "datalog_transactions_unpartitioned";

-- Every writer, not only ingestion (the seed, fixtures, bulk loads), registers its rows' keys and counts their days in
-- its own statement. Ingestion has claimed its keys already, so for it the key insert finds them and does nothing.
-- Rows are grouped in key order so two writers of the same property and days lock the day rows in the same order.
CREATE FUNCTION "datalog_transactions_after_insert"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO datalog_transaction_keys (datalog_id, sequence, time)
    SELECT datalog_id, sequence, time FROM new_rows
    ON CONFLICT (datalog_id, sequence) DO NOTHING;
  INSERT INTO datalog_transaction_days AS d (property_id, day, total, exceptions)
    SELECT property_id, (time AT TIME ZONE 'UTC')::date, count(*), count(exception_code)
      FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (property_id, day) DO UPDATE SET total = d.total + EXCLUDED.total, exceptions = d.exceptions + EXCLUDED.exceptions;
  RETURN NULL;
END
$$;
CREATE TRIGGER "datalog_transactions_after_insert" AFTER INSERT ON "datalog_transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "datalog_transactions_after_insert"();
