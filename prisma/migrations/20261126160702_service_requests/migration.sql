-- CreateTable
CREATE TABLE "service_request_types" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "service_kind" TEXT,
    "disabled" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "service_request_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_requests" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "type_id" INTEGER NOT NULL,
    "status_id" INTEGER NOT NULL DEFAULT 1,
    "status_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "assignee_id" INTEGER,
    "contact_name" TEXT,
    "contact_phone" TEXT,
    "contact_email" TEXT,
    "description" TEXT NOT NULL,
    "resolution_note" TEXT,
    "source" TEXT NOT NULL DEFAULT 'internal',
    "shipping_order_id" INTEGER,
    "created_by_pool" TEXT NOT NULL,
    "created_by_id" INTEGER,
    "created_by_name" TEXT NOT NULL,
    "closed_by_pool" TEXT,
    "closed_by_id" INTEGER,
    "closed_by_name" TEXT,
    "closed_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_requests_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_request_notes" (
    "id" SERIAL NOT NULL,
    "service_request_id" INTEGER NOT NULL,
    "author_pool" TEXT NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_request_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_request_pins" (
    "login_pool" TEXT NOT NULL,
    "login_id" INTEGER NOT NULL,
    "service_request_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "service_request_pins_pkey" PRIMARY KEY ("login_pool","login_id","service_request_id")
);

-- CreateTable
CREATE TABLE "service_technicians" (
    "internal_user_id" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_technicians_pkey" PRIMARY KEY ("internal_user_id")
);

-- CreateTable
CREATE TABLE "service_technician_goals" (
    "internal_user_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "sr_closed_goal" INTEGER NOT NULL,

    CONSTRAINT "service_technician_goals_pkey" PRIMARY KEY ("internal_user_id","year")
);

-- CreateIndex
CREATE UNIQUE INDEX "service_request_types_name_key" ON "service_request_types"("name");

-- CreateIndex
CREATE INDEX "service_requests_property_id_created_at_idx" ON "service_requests"("property_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_requests_created_at_id_idx" ON "service_requests"("created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "service_requests_closed_at_idx" ON "service_requests"("closed_at");

-- CreateIndex
CREATE INDEX "service_requests_status_id_created_at_idx" ON "service_requests"("status_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_requests_type_id_created_at_idx" ON "service_requests"("type_id", "created_at" DESC);

-- CreateIndex
CREATE INDEX "service_requests_assignee_id_status_id_idx" ON "service_requests"("assignee_id", "status_id");

-- CreateIndex
CREATE INDEX "service_requests_created_by_pool_created_by_id_idx" ON "service_requests"("created_by_pool", "created_by_id");

-- CreateIndex
CREATE INDEX "service_request_notes_service_request_id_created_at_idx" ON "service_request_notes"("service_request_id", "created_at");

-- CreateIndex
CREATE INDEX "service_request_pins_service_request_id_idx" ON "service_request_pins"("service_request_id");

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "service_request_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_assignee_id_fkey" FOREIGN KEY ("assignee_id") REFERENCES "internal_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_request_notes" ADD CONSTRAINT "service_request_notes_service_request_id_fkey" FOREIGN KEY ("service_request_id") REFERENCES "service_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_request_pins" ADD CONSTRAINT "service_request_pins_service_request_id_fkey" FOREIGN KEY ("service_request_id") REFERENCES "service_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_technicians" ADD CONSTRAINT "service_technicians_internal_user_id_fkey" FOREIGN KEY ("internal_user_id") REFERENCES "internal_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "service_technician_goals" ADD CONSTRAINT "service_technician_goals_internal_user_id_fkey" FOREIGN KEY ("internal_user_id") REFERENCES "internal_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Reference data: the request types (decision 0063). Ids follow the order of sortRequestTypes in
-- @kc/domain/service-requests/rules (the four leading types, then the rest alphabetically).
INSERT INTO "service_request_types" ("id", "name", "service_kind") VALUES
    (1, 'Self-install sys', 'INSTALL'),
    (2, 'Self-install up', 'EXPANSION'),
    (3, 'Touch Conversion', 'CONVERSION'),
    (4, 'Expansion', 'EXPANSION'),
    (5, 'Badge issue', NULL),
    (6, 'Change Form', NULL),
    (7, 'Datalog offline', NULL),
    (8, 'Install', 'INSTALL'),
    (9, 'Key cabinet repair', NULL),
    (10, 'Key tag replacement', NULL),
    (11, 'Other', NULL),
    (12, 'Proposal', 'PROPOSAL'),
    (13, 'Software update', NULL),
    (14, 'Supplies', NULL),
    (15, 'Support E-mail', NULL),
    (16, 'Training', NULL);
