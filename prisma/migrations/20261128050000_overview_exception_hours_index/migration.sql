-- The overview's exceptions (hoursSql in packages/services/src/overview/hourly-figures-sql.ts) read only the hours'
-- rows with an exception code, about one in five of them: without this index each property's 30 days read every hour's
-- rows and dropped the others (the corporate overview's figures statement, 28 properties: 5.5 ms, 3.0 ms with it).
-- Partial, and without the counts, so an hour's upsert that changes only its counts stays a heap-only update. Prisma
-- declares no partial index: the schema leaves it out and its diff leaves it alone (scripts/test/migrations.test.mjs).
CREATE INDEX "datalog_transaction_hours_exceptions_idx" ON "datalog_transaction_hours" ("property_id", "hour", "exception_code")
  WHERE "exception_code" <> '';
