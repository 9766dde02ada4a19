-- CreateTable
CREATE TABLE "CardAbilities" (
    "cardId" INTEGER NOT NULL,
    "origin" TEXT NOT NULL,
    "compilerVersion" INTEGER NOT NULL,
    "sourceHash" TEXT NOT NULL,
    "abilities" JSONB NOT NULL,
    "sentences" JSONB NOT NULL,
    "replacementText" BOOLEAN NOT NULL,
    "replacementsModelled" BOOLEAN NOT NULL,
    "fullyModelled" BOOLEAN NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CardAbilities_pkey" PRIMARY KEY ("cardId")
);

-- CreateIndex
CREATE INDEX "CardAbilities_fullyModelled_idx" ON "CardAbilities"("fullyModelled");

-- AddForeignKey
ALTER TABLE "CardAbilities" ADD CONSTRAINT "CardAbilities_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;
