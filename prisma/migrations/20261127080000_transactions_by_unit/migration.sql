-- A report filtered by units reads only those units' rows (decision 0074). On the partitioned parent this creates
-- the index on every month's partition, and every partition made later inherits it.
CREATE INDEX "datalog_transactions_property_id_property_unit_name_time_idx" ON "datalog_transactions"("property_id", "property_unit_name", "time");
