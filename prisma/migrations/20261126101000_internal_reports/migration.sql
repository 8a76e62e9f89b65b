-- AlterTable
ALTER TABLE "properties" ADD COLUMN     "canceled_at" TIMESTAMPTZ(3),
ADD COLUMN     "plan_code" TEXT;

-- Properties canceled before this column existed: their last update is the best date known (decision 0056)
UPDATE "properties" SET "canceled_at" = "updated_at" WHERE "canceled" AND "canceled_at" IS NULL;
