-- Trigram matching for typo-tolerant search and similar-name warnings (decision 0012).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "bill_to_address_id" INTEGER,
ADD COLUMN     "billing_email" TEXT,
ADD COLUMN     "billing_method_id" INTEGER,
ADD COLUMN     "cancellation_reason_id" INTEGER,
ADD COLUMN     "property_management_system_id" INTEGER,
ADD COLUMN     "server_platform_id" INTEGER;

-- CreateTable
CREATE TABLE "notes" (
    "id" SERIAL NOT NULL,
    "level" TEXT NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "text" TEXT NOT NULL,
    "top" BOOLEAN NOT NULL DEFAULT false,
    "author_pool" TEXT NOT NULL,
    "author_id" INTEGER NOT NULL,
    "author_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "notes_level_entity_id_created_at_idx" ON "notes"("level", "entity_id", "created_at");

-- CreateIndex
CREATE INDEX "addresses_line1_trgm_idx" ON "addresses" USING GIN ("address_line1" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "addresses_city_trgm_idx" ON "addresses" USING GIN ("city" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "corporations_name_trgm_idx" ON "corporations" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "divisions_name_trgm_idx" ON "divisions" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "properties_name_trgm_idx" ON "properties" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "properties_code_trgm_idx" ON "properties" USING GIN ("property_code" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "properties_customer_number_trgm_idx" ON "properties" USING GIN ("accounting_customer_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "regions_name_trgm_idx" ON "regions" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "site_logins_name_trgm_idx" ON "site_logins" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "site_logins_email_trgm_idx" ON "site_logins" USING GIN ("email" gin_trgm_ops);

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_bill_to_address_id_fkey" FOREIGN KEY ("bill_to_address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;
