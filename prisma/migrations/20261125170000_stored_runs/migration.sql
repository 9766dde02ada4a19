-- AlterTable
ALTER TABLE "QaEntry" ADD COLUMN     "currentRules" JSONB;

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN     "run" JSONB;
