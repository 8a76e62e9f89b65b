-- CreateTable
CREATE TABLE "purchase_orders" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "draft" BOOLEAN NOT NULL DEFAULT true,
    "status_id" INTEGER NOT NULL DEFAULT 1,
    "status_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "accounting_status_id" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "customer_po_number" TEXT,
    "type_id" INTEGER NOT NULL DEFAULT 1,
    "system_type" TEXT,
    "billing_method_id" INTEGER,
    "billing_email" TEXT,
    "billing_address_id" INTEGER,
    "shipping_address_id" INTEGER,
    "number_of_units" INTEGER,
    "number_of_keyhooks" INTEGER,
    "sales_rep1_id" INTEGER,
    "sales_rep2_id" INTEGER,
    "installer_id" INTEGER,
    "order_date" DATE,
    "delivery_date" DATE,
    "found_us_id" INTEGER,
    "shipping_fee_cents" INTEGER NOT NULL DEFAULT 0,
    "subtotal_cents" INTEGER NOT NULL DEFAULT 0,
    "total_cents" INTEGER NOT NULL DEFAULT 0,
    "file_created_at" TIMESTAMPTZ(3),
    "last_action" TEXT,
    "action_completed_at" TIMESTAMPTZ(3),
    "created_by_id" INTEGER,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "purchase_orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_items" (
    "id" SERIAL NOT NULL,
    "purchase_order_id" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "quantity" INTEGER NOT NULL,
    "product_nbr" INTEGER,
    "description" TEXT,
    "note_description" TEXT,
    "unit_price_cents" INTEGER NOT NULL,

    CONSTRAINT "purchase_order_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_notes" (
    "id" SERIAL NOT NULL,
    "purchase_order_id" INTEGER NOT NULL,
    "author_pool" TEXT NOT NULL,
    "author_id" INTEGER,
    "author_name" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_order_notes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "purchase_order_status_events" (
    "id" SERIAL NOT NULL,
    "purchase_order_id" INTEGER NOT NULL,
    "event" TEXT NOT NULL,
    "from_status_id" INTEGER,
    "to_status_id" INTEGER NOT NULL,
    "actor_name" TEXT,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_order_status_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "purchase_orders_property_id_idx" ON "purchase_orders"("property_id");

-- CreateIndex
CREATE INDEX "purchase_orders_status_id_idx" ON "purchase_orders"("status_id");

-- CreateIndex
CREATE INDEX "purchase_orders_order_date_idx" ON "purchase_orders"("order_date");

-- CreateIndex
CREATE INDEX "purchase_orders_sales_rep1_id_idx" ON "purchase_orders"("sales_rep1_id");

-- CreateIndex
CREATE INDEX "purchase_orders_sales_rep2_id_idx" ON "purchase_orders"("sales_rep2_id");

-- CreateIndex
CREATE INDEX "purchase_order_items_purchase_order_id_position_idx" ON "purchase_order_items"("purchase_order_id", "position");

-- CreateIndex
CREATE INDEX "purchase_order_notes_purchase_order_id_created_at_idx" ON "purchase_order_notes"("purchase_order_id", "created_at");

-- CreateIndex
CREATE INDEX "purchase_order_status_events_purchase_order_id_at_idx" ON "purchase_order_status_events"("purchase_order_id", "at");

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_billing_address_id_fkey" FOREIGN KEY ("billing_address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_shipping_address_id_fkey" FOREIGN KEY ("shipping_address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_sales_rep1_id_fkey" FOREIGN KEY ("sales_rep1_id") REFERENCES "internal_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_sales_rep2_id_fkey" FOREIGN KEY ("sales_rep2_id") REFERENCES "internal_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_installer_id_fkey" FOREIGN KEY ("installer_id") REFERENCES "internal_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_notes" ADD CONSTRAINT "purchase_order_notes_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_order_status_events" ADD CONSTRAINT "purchase_order_status_events_purchase_order_id_fkey" FOREIGN KEY ("purchase_order_id") REFERENCES "purchase_orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;
