-- AlterTable
ALTER TABLE "units" ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;
