-- CreateIndex
CREATE INDEX "Card_sets_idx" ON "Card" USING GIN ("sets");

-- CreateIndex
CREATE INDEX "Card_civilizations_idx" ON "Card" USING GIN ("civilizations");

-- CreateIndex
CREATE INDEX "Card_type_idx" ON "Card"("type");

-- CreateIndex
CREATE INDEX "Card_cost_idx" ON "Card"("cost");
