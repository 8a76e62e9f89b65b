-- CreateTable
CREATE TABLE "residents" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "unit_id" INTEGER NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "residents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_opt_out_tokens" (
    "id" UUID NOT NULL,
    "token_hash" CHAR(64) NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "property_id" INTEGER NOT NULL,
    "unit_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),

    CONSTRAINT "email_opt_out_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_suppressions" (
    "id" SERIAL NOT NULL,
    "email" VARCHAR(254) NOT NULL,
    "kind" VARCHAR(40) NOT NULL,
    "property_id" INTEGER NOT NULL,
    "source" VARCHAR(20) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_suppressions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "email_sends" (
    "idempotency_key" VARCHAR(200) NOT NULL,
    "outbox_message_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_sends_pkey" PRIMARY KEY ("idempotency_key")
);

-- CreateTable
CREATE TABLE "notification_cursors" (
    "name" VARCHAR(60) NOT NULL,
    "last_id" BIGINT NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "notification_cursors_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "residents_property_id_idx" ON "residents"("property_id");

-- CreateIndex
CREATE UNIQUE INDEX "residents_unit_id_email_key" ON "residents"("unit_id", "email");

-- CreateIndex
CREATE UNIQUE INDEX "email_opt_out_tokens_token_hash_key" ON "email_opt_out_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "email_opt_out_tokens_expires_at_idx" ON "email_opt_out_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "email_suppressions_email_kind_property_id_key" ON "email_suppressions"("email", "kind", "property_id");

-- AddForeignKey
ALTER TABLE "residents" ADD CONSTRAINT "residents_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "residents" ADD CONSTRAINT "residents_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE CASCADE ON UPDATE CASCADE;
