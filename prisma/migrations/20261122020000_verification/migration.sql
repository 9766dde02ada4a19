-- AlterTable
ALTER TABLE "QaEntry" ADD COLUMN     "outcome" JSONB,
ADD COLUMN     "verifiedAgainst" TEXT,
ADD COLUMN     "verifiedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Scenario" ADD COLUMN     "compiled" JSONB,
ADD COLUMN     "runOk" BOOLEAN;
