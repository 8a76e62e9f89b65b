-- CreateTable
CREATE TABLE "service_request_files" (
    "id" SERIAL NOT NULL,
    "service_request_id" INTEGER NOT NULL,
    "original_name" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "uploaded_by_pool" TEXT NOT NULL,
    "uploaded_by_id" INTEGER,
    "uploaded_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),

    CONSTRAINT "service_request_files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "service_request_files_storage_key_key" ON "service_request_files"("storage_key");

-- CreateIndex
CREATE INDEX "service_request_files_service_request_id_created_at_idx" ON "service_request_files"("service_request_id", "created_at");

-- AddForeignKey
ALTER TABLE "service_request_files" ADD CONSTRAINT "service_request_files_service_request_id_fkey" FOREIGN KEY ("service_request_id") REFERENCES "service_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
