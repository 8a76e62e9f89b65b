-- AlterTable
ALTER TABLE "purchase_orders" ADD COLUMN     "customer_numbered" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "list_day" DATE;

-- CreateTable
CREATE TABLE "purchase_order_counts" (
    "property_id" INTEGER NOT NULL,
    "status_id" INTEGER NOT NULL,
    "type_id" INTEGER NOT NULL,
    "draft" BOOLEAN NOT NULL,
    "disabled" BOOLEAN NOT NULL,
    "accounting_status_id" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,

    CONSTRAINT "purchase_order_counts_pkey" PRIMARY KEY ("property_id","status_id","type_id","draft","disabled","accounting_status_id")
);

-- CreateIndex
CREATE INDEX "purchase_orders_list_order_idx" ON "purchase_orders"("customer_numbered" DESC, "list_day" DESC, "id" DESC);

-- Decision 0061: the list order's keys live on the order, kept by triggers, so one index serves the list's first page.
CREATE FUNCTION "purchase_orders_list_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."list_day" := COALESCE(NEW."order_date", (NEW."created_at" AT TIME ZONE 'UTC')::date);
  NEW."customer_numbered" := EXISTS (
    SELECT 1 FROM "properties" p WHERE p."id" = NEW."property_id" AND p."accounting_customer_number" IS NOT NULL);
  RETURN NEW;
END $$;

CREATE TRIGGER "purchase_orders_list_keys"
  BEFORE INSERT OR UPDATE OF "property_id", "order_date", "created_at" ON "purchase_orders"
  FOR EACH ROW EXECUTE FUNCTION "purchase_orders_list_keys"();

CREATE FUNCTION "properties_customer_numbered"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "purchase_orders" SET "customer_numbered" = NEW."accounting_customer_number" IS NOT NULL
   WHERE "property_id" = NEW."id" AND "customer_numbered" <> (NEW."accounting_customer_number" IS NOT NULL);
  RETURN NULL;
END $$;

CREATE TRIGGER "properties_customer_numbered"
  AFTER UPDATE OF "accounting_customer_number" ON "properties"
  FOR EACH ROW
  WHEN ((OLD."accounting_customer_number" IS NULL) IS DISTINCT FROM (NEW."accounting_customer_number" IS NULL))
  EXECUTE FUNCTION "properties_customer_numbered"();

-- Decision 0061: exact counts per property and list dimension, changed in the same transaction as the order.
CREATE FUNCTION "purchase_order_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "purchase_order_counts" AS k
      ("property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id", "n")
    VALUES (OLD."property_id", OLD."status_id", OLD."type_id", OLD."draft", OLD."disabled",
            COALESCE(OLD."accounting_status_id", 0), -1)
    ON CONFLICT ("property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id")
    DO UPDATE SET "n" = k."n" - 1;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "purchase_order_counts" AS k
      ("property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id", "n")
    VALUES (NEW."property_id", NEW."status_id", NEW."type_id", NEW."draft", NEW."disabled",
            COALESCE(NEW."accounting_status_id", 0), 1)
    ON CONFLICT ("property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id")
    DO UPDATE SET "n" = k."n" + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "purchase_order_counts_insert_delete"
  AFTER INSERT OR DELETE ON "purchase_orders"
  FOR EACH ROW EXECUTE FUNCTION "purchase_order_counts_apply"();

CREATE TRIGGER "purchase_order_counts_update"
  AFTER UPDATE OF "property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id" ON "purchase_orders"
  FOR EACH ROW
  WHEN ((OLD."property_id", OLD."status_id", OLD."type_id", OLD."draft", OLD."disabled", OLD."accounting_status_id")
        IS DISTINCT FROM
        (NEW."property_id", NEW."status_id", NEW."type_id", NEW."draft", NEW."disabled", NEW."accounting_status_id"))
  EXECUTE FUNCTION "purchase_order_counts_apply"();

-- Orders written before these columns and counts existed.
UPDATE "purchase_orders" po
   SET "list_day" = COALESCE(po."order_date", (po."created_at" AT TIME ZONE 'UTC')::date),
       "customer_numbered" = p."accounting_customer_number" IS NOT NULL
  FROM "properties" p
 WHERE p."id" = po."property_id";

INSERT INTO "purchase_order_counts"
  ("property_id", "status_id", "type_id", "draft", "disabled", "accounting_status_id", "n")
SELECT "property_id", "status_id", "type_id", "draft", "disabled", COALESCE("accounting_status_id", 0), count(*)::int
  FROM "purchase_orders"
 GROUP BY 1, 2, 3, 4, 5, 6;
