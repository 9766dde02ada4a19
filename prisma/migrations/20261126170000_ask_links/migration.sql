-- CreateTable
CREATE TABLE "AskLink" (
    "id" TEXT NOT NULL,
    "board" TEXT NOT NULL,
    "boardHash" TEXT NOT NULL,
    "ipHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AskLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "AskLink_boardHash_key" ON "AskLink"("boardHash");

-- CreateIndex
CREATE INDEX "AskLink_ipHash_createdAt_idx" ON "AskLink"("ipHash", "createdAt");
