-- CreateTable
CREATE TABLE "auth_challenges" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "internal_user_id" INTEGER,
    "site_login_id" INTEGER,
    "secret_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_challenges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "auth_challenges_secret_hash_key" ON "auth_challenges"("secret_hash");

-- CreateIndex
CREATE INDEX "auth_challenges_internal_user_id_kind_idx" ON "auth_challenges"("internal_user_id", "kind");

-- CreateIndex
CREATE INDEX "auth_challenges_site_login_id_kind_idx" ON "auth_challenges"("site_login_id", "kind");

-- AddForeignKey
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_internal_user_id_fkey" FOREIGN KEY ("internal_user_id") REFERENCES "internal_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_site_login_id_fkey" FOREIGN KEY ("site_login_id") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
