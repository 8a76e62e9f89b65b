-- CreateIndex
CREATE INDEX "datalog_transactions_key_receipt_id_idx" ON "datalog_transactions"("key_receipt_id");
