-- DropIndex
DROP INDEX "purchase_orders_sales_rep1_id_idx";

-- DropIndex
DROP INDEX "purchase_orders_sales_rep2_id_idx";

-- CreateIndex
CREATE INDEX "purchase_orders_sales_rep1_id_list_day_idx" ON "purchase_orders"("sales_rep1_id", "list_day");

-- CreateIndex
CREATE INDEX "purchase_orders_sales_rep2_id_list_day_idx" ON "purchase_orders"("sales_rep2_id", "list_day");
