-- CreateIndex
CREATE INDEX "datalogs_last_communication_idx" ON "datalogs"("last_communication");
