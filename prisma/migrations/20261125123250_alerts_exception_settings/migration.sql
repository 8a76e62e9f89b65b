-- AlterTable
ALTER TABLE "badges" ADD COLUMN     "alert_cleared_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "exception_settings" (
    "id" SERIAL NOT NULL,
    "level" TEXT NOT NULL,
    "entity_id" INTEGER NOT NULL,
    "key_out_on" BOOLEAN,
    "badge_unused_on" BOOLEAN,
    "last_comm_on" BOOLEAN,
    "not_scanned_on" BOOLEAN,
    "key_out_threshold" INTEGER,
    "key_out_unit" TEXT,
    "badge_unused_days" INTEGER,
    "last_comm_days" INTEGER,
    "recipients_set" BOOLEAN NOT NULL DEFAULT false,
    "recipient_login_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "recipient_emails" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "exception_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "exception_settings_level_entity_id_key" ON "exception_settings"("level", "entity_id");

-- The keys-out threshold and its unit inherit together (both set or both null), and levels and units are the domain lists.
ALTER TABLE "exception_settings"
  ADD CONSTRAINT "exception_settings_level_check" CHECK ("level" IN ('corporation', 'division', 'region', 'property')),
  ADD CONSTRAINT "exception_settings_key_out_check" CHECK (
    ("key_out_threshold" IS NULL AND "key_out_unit" IS NULL)
    OR ("key_out_threshold" > 0 AND "key_out_unit" IN ('hours', 'days'))
  );
