-- CreateTable
CREATE TABLE "key_activity_alerts" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "recipients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "activity_codes" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "unit_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "badge_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "start_minute" INTEGER,
    "end_minute" INTEGER,
    "days" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
    "time_zone" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "key_activity_alerts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_activity_alert_hits" (
    "alert_id" INTEGER NOT NULL,
    "transaction_id" BIGINT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "key_activity_alert_hits_pkey" PRIMARY KEY ("alert_id","transaction_id")
);

-- CreateTable
CREATE TABLE "key_activity_scans" (
    "id" INTEGER NOT NULL,
    "settled_id" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "key_activity_scans_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "key_activity_alerts_property_id_active_idx" ON "key_activity_alerts"("property_id", "active");

-- AddForeignKey
ALTER TABLE "key_activity_alerts" ADD CONSTRAINT "key_activity_alerts_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_activity_alert_hits" ADD CONSTRAINT "key_activity_alert_hits_alert_id_fkey" FOREIGN KEY ("alert_id") REFERENCES "key_activity_alerts"("id") ON DELETE CASCADE ON UPDATE CASCADE;
