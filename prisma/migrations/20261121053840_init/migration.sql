-- CreateTable
CREATE TABLE "addresses" (
    "id" SERIAL NOT NULL,
    "address_line1" TEXT NOT NULL,
    "address_line2" TEXT,
    "city" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "zip" TEXT NOT NULL,
    "country" TEXT NOT NULL DEFAULT 'United States',

    CONSTRAINT "addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "corporations" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "legal_entity_name" TEXT,
    "email_domains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "phone_number" TEXT,
    "address_id" INTEGER,
    "primary_contact_id" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "corporations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sso_configs" (
    "id" SERIAL NOT NULL,
    "corporation_id" INTEGER NOT NULL,
    "issuer" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_secret" TEXT NOT NULL,
    "email_domains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sso_configs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "divisions" (
    "id" SERIAL NOT NULL,
    "corporation_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "legal_entity_name" TEXT,
    "phone_number" TEXT,
    "address_id" INTEGER,
    "primary_contact_id" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "divisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "regions" (
    "id" SERIAL NOT NULL,
    "corporation_id" INTEGER NOT NULL,
    "division_id" INTEGER,
    "name" TEXT NOT NULL,
    "legal_entity_name" TEXT,
    "phone_number" TEXT,
    "address_id" INTEGER,
    "primary_contact_id" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "regions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "properties" (
    "id" SERIAL NOT NULL,
    "corporation_id" INTEGER NOT NULL,
    "division_id" INTEGER,
    "region_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "legal_entity_name" TEXT,
    "property_code" TEXT,
    "erp_id" TEXT,
    "accounting_customer_number" TEXT,
    "physical_address_id" INTEGER,
    "phone_number" TEXT,
    "fax_number" TEXT,
    "contact_email" TEXT,
    "primary_contact_id" INTEGER,
    "canceled" BOOLEAN NOT NULL DEFAULT false,
    "payment_delinquent" BOOLEAN NOT NULL DEFAULT false,
    "temporary_access_date" TIMESTAMPTZ(3),
    "customer_unit_entry" BOOLEAN NOT NULL DEFAULT false,
    "warranty_date" DATE,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "properties_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roles" (
    "id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "is_internal" BOOLEAN NOT NULL,

    CONSTRAINT "roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "permissions" (
    "key" TEXT NOT NULL,
    "display_name" TEXT NOT NULL,

    CONSTRAINT "permissions_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "role_grants" (
    "role_id" INTEGER NOT NULL,
    "permission_key" TEXT NOT NULL,

    CONSTRAINT "role_grants_pkey" PRIMARY KEY ("role_id","permission_key")
);

-- CreateTable
CREATE TABLE "access_roles" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "role_id" INTEGER NOT NULL,
    "commercial_level" INTEGER NOT NULL,
    "is_default" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "access_roles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "internal_users" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone_number" TEXT,
    "role_id" INTEGER NOT NULL,
    "password_hash" TEXT,
    "must_change_password" BOOLEAN NOT NULL DEFAULT false,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "last_activity_at" TIMESTAMPTZ(3),
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "internal_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_logins" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "user_name" TEXT,
    "email" TEXT NOT NULL,
    "phone_number" TEXT,
    "preferred_language" TEXT NOT NULL DEFAULT 'EN',
    "birthdate" TEXT,
    "access_role_id" INTEGER NOT NULL,
    "commercial_level" INTEGER NOT NULL,
    "corporation_id" INTEGER NOT NULL,
    "division_id" INTEGER,
    "region_id" INTEGER,
    "is_staff" BOOLEAN NOT NULL DEFAULT true,
    "is_sso_enabled" BOOLEAN NOT NULL DEFAULT false,
    "password_hash" TEXT,
    "must_change_password" BOOLEAN NOT NULL DEFAULT false,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "confirmed" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "site_logins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "site_login_grants" (
    "site_login_id" INTEGER NOT NULL,
    "permission_key" TEXT NOT NULL,
    "granted" BOOLEAN NOT NULL,

    CONSTRAINT "site_login_grants_pkey" PRIMARY KEY ("site_login_id","permission_key")
);

-- CreateTable
CREATE TABLE "refresh_tokens" (
    "id" UUID NOT NULL,
    "token_hash" TEXT NOT NULL,
    "family_id" UUID NOT NULL,
    "internal_user_id" INTEGER,
    "site_login_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),
    "ip" TEXT,
    "user_agent" TEXT,

    CONSTRAINT "refresh_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "auth_attempts" (
    "id" BIGSERIAL NOT NULL,
    "kind" TEXT NOT NULL DEFAULT 'sign-in',
    "email" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "success" BOOLEAN NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "auth_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_revisions" (
    "id" BIGSERIAL NOT NULL,
    "entity_type" TEXT NOT NULL,
    "entity_id" TEXT NOT NULL,
    "parent_entity_type" TEXT,
    "parent_entity_id" TEXT,
    "type" TEXT NOT NULL,
    "path" TEXT NOT NULL DEFAULT '',
    "old_value" JSONB,
    "new_value" JSONB,
    "actor_pool" TEXT,
    "actor_id" INTEGER,
    "actor_name" TEXT,
    "impersonator_id" INTEGER,
    "impersonator_name" TEXT,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "available_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "datalogs" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "datalog_number" INTEGER NOT NULL,
    "datalog_type" TEXT NOT NULL DEFAULT 'touch',
    "android_id" TEXT,
    "version" TEXT,
    "non_lettered_panels" BOOLEAN NOT NULL DEFAULT false,
    "number_of_keyhooks" INTEGER NOT NULL DEFAULT 0,
    "finalized" BOOLEAN NOT NULL DEFAULT false,
    "last_communication" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "datalogs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "units" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "name" VARCHAR(10) NOT NULL,
    "group_name" VARCHAR(10),
    "building" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "units_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "key_tags" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "unit_id" INTEGER,
    "tag_number" CHAR(4) NOT NULL,
    "hook_number" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "key_tags_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "badges" (
    "id" SERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "badge_number" TEXT NOT NULL,
    "employee_name" TEXT NOT NULL,
    "fingerprint" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "start_date" DATE,
    "last_used" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "badges_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "datalog_transactions" (
    "id" BIGSERIAL NOT NULL,
    "property_id" INTEGER NOT NULL,
    "datalog_id" INTEGER NOT NULL,
    "sequence" BIGINT NOT NULL,
    "employee_name" TEXT,
    "badge_number" TEXT,
    "property_unit_name" TEXT,
    "key_tag_number" TEXT,
    "encoded_hook_number" INTEGER,
    "activity_code" INTEGER NOT NULL,
    "exception_code" VARCHAR(2),
    "entered_work_order_number" TEXT,
    "key_receipt_id" INTEGER,
    "time" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "datalog_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "_SiteLoginDivisions" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_SiteLoginDivisions_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_SiteLoginRegions" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_SiteLoginRegions_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateTable
CREATE TABLE "_SiteLoginProperties" (
    "A" INTEGER NOT NULL,
    "B" INTEGER NOT NULL,

    CONSTRAINT "_SiteLoginProperties_AB_pkey" PRIMARY KEY ("A","B")
);

-- CreateIndex
CREATE INDEX "corporations_name_idx" ON "corporations"("name");

-- CreateIndex
CREATE UNIQUE INDEX "sso_configs_corporation_id_key" ON "sso_configs"("corporation_id");

-- CreateIndex
CREATE INDEX "divisions_corporation_id_idx" ON "divisions"("corporation_id");

-- CreateIndex
CREATE INDEX "regions_corporation_id_idx" ON "regions"("corporation_id");

-- CreateIndex
CREATE INDEX "regions_division_id_idx" ON "regions"("division_id");

-- CreateIndex
CREATE UNIQUE INDEX "properties_erp_id_key" ON "properties"("erp_id");

-- CreateIndex
CREATE UNIQUE INDEX "properties_accounting_customer_number_key" ON "properties"("accounting_customer_number");

-- CreateIndex
CREATE INDEX "properties_corporation_id_idx" ON "properties"("corporation_id");

-- CreateIndex
CREATE INDEX "properties_division_id_idx" ON "properties"("division_id");

-- CreateIndex
CREATE INDEX "properties_region_id_idx" ON "properties"("region_id");

-- CreateIndex
CREATE UNIQUE INDEX "access_roles_name_key" ON "access_roles"("name");

-- CreateIndex
CREATE UNIQUE INDEX "internal_users_email_key" ON "internal_users"("email");

-- CreateIndex
CREATE UNIQUE INDEX "site_logins_email_key" ON "site_logins"("email");

-- CreateIndex
CREATE INDEX "site_logins_corporation_id_idx" ON "site_logins"("corporation_id");

-- CreateIndex
CREATE UNIQUE INDEX "refresh_tokens_token_hash_key" ON "refresh_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens"("family_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_internal_user_id_idx" ON "refresh_tokens"("internal_user_id");

-- CreateIndex
CREATE INDEX "refresh_tokens_site_login_id_idx" ON "refresh_tokens"("site_login_id");

-- CreateIndex
CREATE INDEX "auth_attempts_email_created_at_idx" ON "auth_attempts"("email", "created_at");

-- CreateIndex
CREATE INDEX "auth_attempts_ip_created_at_idx" ON "auth_attempts"("ip", "created_at");

-- CreateIndex
CREATE INDEX "audit_revisions_entity_type_entity_id_created_at_idx" ON "audit_revisions"("entity_type", "entity_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_revisions_parent_entity_type_parent_entity_id_idx" ON "audit_revisions"("parent_entity_type", "parent_entity_id");

-- CreateIndex
CREATE INDEX "outbox_messages_sent_at_available_at_idx" ON "outbox_messages"("sent_at", "available_at");

-- CreateIndex
CREATE UNIQUE INDEX "datalogs_android_id_key" ON "datalogs"("android_id");

-- CreateIndex
CREATE UNIQUE INDEX "datalogs_property_id_datalog_number_key" ON "datalogs"("property_id", "datalog_number");

-- CreateIndex
CREATE UNIQUE INDEX "units_property_id_name_key" ON "units"("property_id", "name");

-- CreateIndex
CREATE UNIQUE INDEX "key_tags_datalog_id_tag_number_key" ON "key_tags"("datalog_id", "tag_number");

-- CreateIndex
CREATE UNIQUE INDEX "key_tags_datalog_id_hook_number_key" ON "key_tags"("datalog_id", "hook_number");

-- CreateIndex
CREATE UNIQUE INDEX "badges_property_id_badge_number_key" ON "badges"("property_id", "badge_number");

-- CreateIndex
CREATE INDEX "datalog_transactions_property_id_time_idx" ON "datalog_transactions"("property_id", "time");

-- CreateIndex
CREATE UNIQUE INDEX "datalog_transactions_datalog_id_sequence_key" ON "datalog_transactions"("datalog_id", "sequence");

-- CreateIndex
CREATE INDEX "_SiteLoginDivisions_B_index" ON "_SiteLoginDivisions"("B");

-- CreateIndex
CREATE INDEX "_SiteLoginRegions_B_index" ON "_SiteLoginRegions"("B");

-- CreateIndex
CREATE INDEX "_SiteLoginProperties_B_index" ON "_SiteLoginProperties"("B");

-- AddForeignKey
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "corporations" ADD CONSTRAINT "corporations_primary_contact_id_fkey" FOREIGN KEY ("primary_contact_id") REFERENCES "site_logins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sso_configs" ADD CONSTRAINT "sso_configs_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_primary_contact_id_fkey" FOREIGN KEY ("primary_contact_id") REFERENCES "site_logins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "regions" ADD CONSTRAINT "regions_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "regions" ADD CONSTRAINT "regions_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "regions" ADD CONSTRAINT "regions_address_id_fkey" FOREIGN KEY ("address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "regions" ADD CONSTRAINT "regions_primary_contact_id_fkey" FOREIGN KEY ("primary_contact_id") REFERENCES "site_logins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_physical_address_id_fkey" FOREIGN KEY ("physical_address_id") REFERENCES "addresses"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "properties" ADD CONSTRAINT "properties_primary_contact_id_fkey" FOREIGN KEY ("primary_contact_id") REFERENCES "site_logins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "role_grants" ADD CONSTRAINT "role_grants_permission_key_fkey" FOREIGN KEY ("permission_key") REFERENCES "permissions"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_roles" ADD CONSTRAINT "access_roles_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "internal_users" ADD CONSTRAINT "internal_users_role_id_fkey" FOREIGN KEY ("role_id") REFERENCES "roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_logins" ADD CONSTRAINT "site_logins_access_role_id_fkey" FOREIGN KEY ("access_role_id") REFERENCES "access_roles"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_logins" ADD CONSTRAINT "site_logins_corporation_id_fkey" FOREIGN KEY ("corporation_id") REFERENCES "corporations"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_logins" ADD CONSTRAINT "site_logins_division_id_fkey" FOREIGN KEY ("division_id") REFERENCES "divisions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_logins" ADD CONSTRAINT "site_logins_region_id_fkey" FOREIGN KEY ("region_id") REFERENCES "regions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_login_grants" ADD CONSTRAINT "site_login_grants_site_login_id_fkey" FOREIGN KEY ("site_login_id") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "site_login_grants" ADD CONSTRAINT "site_login_grants_permission_key_fkey" FOREIGN KEY ("permission_key") REFERENCES "permissions"("key") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_internal_user_id_fkey" FOREIGN KEY ("internal_user_id") REFERENCES "internal_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_site_login_id_fkey" FOREIGN KEY ("site_login_id") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "datalogs" ADD CONSTRAINT "datalogs_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "units" ADD CONSTRAINT "units_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_tags" ADD CONSTRAINT "key_tags_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_tags" ADD CONSTRAINT "key_tags_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "key_tags" ADD CONSTRAINT "key_tags_unit_id_fkey" FOREIGN KEY ("unit_id") REFERENCES "units"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "badges" ADD CONSTRAINT "badges_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_property_id_fkey" FOREIGN KEY ("property_id") REFERENCES "properties"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "datalog_transactions" ADD CONSTRAINT "datalog_transactions_datalog_id_fkey" FOREIGN KEY ("datalog_id") REFERENCES "datalogs"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginDivisions" ADD CONSTRAINT "_SiteLoginDivisions_A_fkey" FOREIGN KEY ("A") REFERENCES "divisions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginDivisions" ADD CONSTRAINT "_SiteLoginDivisions_B_fkey" FOREIGN KEY ("B") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginRegions" ADD CONSTRAINT "_SiteLoginRegions_A_fkey" FOREIGN KEY ("A") REFERENCES "regions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginRegions" ADD CONSTRAINT "_SiteLoginRegions_B_fkey" FOREIGN KEY ("B") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginProperties" ADD CONSTRAINT "_SiteLoginProperties_A_fkey" FOREIGN KEY ("A") REFERENCES "properties"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "_SiteLoginProperties" ADD CONSTRAINT "_SiteLoginProperties_B_fkey" FOREIGN KEY ("B") REFERENCES "site_logins"("id") ON DELETE CASCADE ON UPDATE CASCADE;
