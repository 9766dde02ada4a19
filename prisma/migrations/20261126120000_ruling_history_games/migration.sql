-- AlterTable
ALTER TABLE "Game" ADD COLUMN     "catalogue" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "engine" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "ruleDocumentId" TEXT;

-- AlterTable
ALTER TABLE "QaEntry" ADD COLUMN     "inForceFrom" DATE,
ADD COLUMN     "inForceUntil" DATE,
ADD COLUMN     "supersededBy" TEXT,
ADD COLUMN     "supersededOn" DATE;

-- CreateIndex
CREATE INDEX "QaEntry_supersededBy_idx" ON "QaEntry"("supersededBy");

-- CreateIndex
CREATE INDEX "QaEntry_updatedAt_idx" ON "QaEntry"("updatedAt");
