-- AlterTable
ALTER TABLE "badges" ADD COLUMN     "deactivated_at" TIMESTAMPTZ(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- AlterTable
ALTER TABLE "datalogs" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3),
ADD COLUMN     "finalized_at" TIMESTAMPTZ(3),
ADD COLUMN     "last_sequence" BIGINT NOT NULL DEFAULT 0,
ADD COLUMN     "no_admins" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "row_version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "key_panels" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "cabinet_number" INTEGER NOT NULL DEFAULT 1,
    "position" INTEGER NOT NULL,
    "hooks" INTEGER NOT NULL DEFAULT 50,
    "scanned_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "key_panels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_states" (
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "key_tag_number" TEXT NOT NULL,
    "is_out" BOOLEAN NOT NULL,
    "since" TIMESTAMPTZ(3) NOT NULL,
    "employee_name" TEXT,
    "badge_number" TEXT,
    "property_unit_name" TEXT,
    "encoded_hook_number" INTEGER,
    "activity_code" INTEGER,
    "entered_work_order_number" TEXT,
    "sequence" BIGINT NOT NULL,
    "transaction_id" BIGINT NOT NULL,

    CONSTRAINT "key_states_pkey" PRIMARY KEY ("datalog_id","key_tag_number")
);

-- CreateTable
CREATE TABLE "device_credentials" (
    "id" SERIAL NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "token_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "revoked_by" TEXT,

    CONSTRAINT "device_credentials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "device_uploads" (
    "datalog_id" INTEGER NOT NULL,
    "batch_hash" TEXT NOT NULL,
    "rows" INTEGER NOT NULL,
    "stored" INTEGER NOT NULL,
    "response" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "device_uploads_pkey" PRIMARY KEY ("datalog_id","batch_hash")
);

-- CreateTable
CREATE TABLE "system_backups" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "file_name" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "entry_count" INTEGER NOT NULL,
    "entries" JSONB NOT NULL,
    "content" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_by" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "restored_at" TIMESTAMPTZ(3),

    CONSTRAINT "system_backups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "badge_restrictions" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "name" TEXT,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "badge_restrictions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "badge_restriction_badges" (
    "restriction_id" INTEGER NOT NULL,
    "badge_id" INTEGER NOT NULL,

    CONSTRAINT "badge_restriction_badges_pkey" PRIMARY KEY ("restriction_id","badge_id")
);

-- CreateTable
CREATE TABLE "badge_restriction_units" (
    "restriction_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,

    CONSTRAINT "badge_restriction_units_pkey" PRIMARY KEY ("restriction_id","unit_id")
);

-- CreateTable
CREATE TABLE "vendors" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "contact_name" TEXT,
    "phone_number" TEXT,
    "email" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vendors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "work_orders" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "number" VARCHAR(20) NOT NULL,
    "unit_name" VARCHAR(10),
    "vendor_id" INTEGER,
    "description" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "due_date" DATE,
    "completed_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "work_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "property_activities" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "activity_code" INTEGER NOT NULL,
    "activity_name" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "property_activities_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_receipts" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "vendor_rep_name" TEXT NOT NULL,
    "vendor_name" TEXT NOT NULL,
    "employee_name" TEXT NOT NULL,
    "verified_number" TEXT,
    "date_created" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "key_receipts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "key_panels_datalog_id_position_key" ON "key_panels"("datalog_id", "position");

-- CreateIndex
CREATE INDEX "key_states_property_id_is_out_idx" ON "key_states"("property_id", "is_out");

-- CreateIndex
CREATE UNIQUE INDEX "device_credentials_token_hash_key" ON "device_credentials"("token_hash");

-- CreateIndex
CREATE INDEX "device_credentials_datalog_id_idx" ON "device_credentials"("datalog_id");

-- CreateIndex
CREATE INDEX "system_backups_datalog_id_created_at_idx" ON "system_backups"("datalog_id", "created_at");

-- CreateIndex
CREATE INDEX "badge_restrictions_property_id_idx" ON "badge_restrictions"("property_id");

-- CreateIndex
CREATE UNIQUE INDEX "vendors_property_id_name_key" ON "vendors"("property_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "work_orders_property_id_number_key" ON "work_orders"("property_id", "number");

-- CreateIndex
CREATE UNIQUE INDEX "property_activities_property_id_activity_code_key" ON "property_activities"("property_id", "activity_code");

-- CreateIndex
CREATE INDEX "key_receipts_property_id_date_created_idx" ON "key_receipts"("property_id", "date_created");

-- AddForeignKey
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_key_receipt_id_fkey" FOREIGN KEY ("key_receipt_id") REFERENCES "key_receipts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_panels" ADD CONSTRAINT "key_panels_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_panels" ADD CONSTRAINT "key_panels_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_states" ADD CONSTRAINT "key_states_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_states" ADD CONSTRAINT "key_states_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_credentials" ADD CONSTRAINT "device_credentials_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "device_uploads" ADD CONSTRAINT "device_uploads_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "system_backups" ADD CONSTRAINT "system_backups_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "system_backups" ADD CONSTRAINT "system_backups_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badge_restrictions" ADD CONSTRAINT "badge_restrictions_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badge_restriction_badges" ADD CONSTRAINT "badge_restriction_badges_restriction_id_fkey" FOREIGN KEY ("restriction_id") REFERENCES "badge_restrictions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badge_restriction_badges" ADD CONSTRAINT "badge_restriction_badges_badge_id_fkey" FOREIGN KEY ("badge_id") REFERENCES "badges"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badge_restriction_units" ADD CONSTRAINT "badge_restriction_units_restriction_id_fkey" FOREIGN KEY ("restriction_id") REFERENCES "badge_restrictions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badge_restriction_units" ADD CONSTRAINT "badge_restriction_units_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_vendor_id_fkey" FOREIGN KEY ("vendor_id") REFERENCES "vendors"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "property_activities" ADD CONSTRAINT "property_activities_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_receipts" ADD CONSTRAINT "key_receipts_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
