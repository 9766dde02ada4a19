-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "CardNameKind" AS ENUM ('NAME', 'NAME_JA', 'ALIAS', 'FACE');

-- CreateEnum
CREATE TYPE "QaStatus" AS ENUM ('DRAFT', 'IN_REVIEW', 'PUBLISHED', 'ARCHIVED');

-- CreateEnum
CREATE TYPE "ClauseRelation" AS ENUM ('CITES', 'SAME_PRINCIPLE');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('READER', 'EDITOR', 'REVIEWER', 'ADMIN');

-- CreateTable
CREATE TABLE "Game" (
    "id" TEXT NOT NULL,
    "nameEn" TEXT NOT NULL,
    "nameJa" TEXT,

    CONSTRAINT "Game_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Card" (
    "id" SERIAL NOT NULL,
    "gameId" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "nameJa" TEXT,
    "cost" INTEGER,
    "civilizations" TEXT[],
    "type" TEXT,
    "races" TEXT[],
    "power" INTEGER,
    "powerSuffix" TEXT,
    "text" TEXT NOT NULL,
    "set" TEXT NOT NULL,
    "sets" TEXT[],
    "tcg" BOOLEAN NOT NULL DEFAULT false,
    "faces" JSONB,
    "otherFaces" TEXT[],
    "source" TEXT NOT NULL,
    "nameJaSource" TEXT,
    "contentHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Card_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardName" (
    "id" SERIAL NOT NULL,
    "cardId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "normalized" TEXT NOT NULL,
    "kind" "CardNameKind" NOT NULL,
    "lang" TEXT NOT NULL,
    "note" TEXT,

    CONSTRAINT "CardName_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CardLink" (
    "fromId" INTEGER NOT NULL,
    "toId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,

    CONSTRAINT "CardLink_pkey" PRIMARY KEY ("fromId","toId","kind")
);

-- CreateTable
CREATE TABLE "RuleDocument" (
    "id" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleJa" TEXT,
    "publisher" TEXT,
    "url" TEXT,

    CONSTRAINT "RuleDocument_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RuleVersion" (
    "id" SERIAL NOT NULL,
    "documentId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "label" TEXT NOT NULL,
    "date" DATE,
    "sourceUrl" TEXT,
    "sourceTitle" TEXT,
    "note" TEXT,
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "RuleVersion_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RuleClause" (
    "id" SERIAL NOT NULL,
    "versionId" INTEGER NOT NULL,
    "number" TEXT NOT NULL,
    "parentNumber" TEXT,
    "parentId" INTEGER,
    "sortKey" TEXT NOT NULL,
    "titleEn" TEXT,
    "titleJa" TEXT,
    "textEn" TEXT,
    "textJa" TEXT,
    "enStatus" TEXT,
    "jaStatus" TEXT,
    "sourceUrl" TEXT,
    "note" TEXT,
    "contentHash" TEXT NOT NULL,

    CONSTRAINT "RuleClause_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaEntry" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "status" "QaStatus" NOT NULL DEFAULT 'DRAFT',
    "titleEn" TEXT NOT NULL,
    "titleJa" TEXT,
    "questionEn" TEXT NOT NULL,
    "questionJa" TEXT,
    "answerEn" TEXT NOT NULL,
    "answerJa" TEXT,
    "sourceTitle" TEXT,
    "sourceUrl" TEXT,
    "sourceDate" DATE,
    "mentions" TEXT[],
    "verification" TEXT,
    "note" TEXT,
    "scenarioId" INTEGER,
    "origin" TEXT NOT NULL DEFAULT 'content',
    "contentHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "publishedAt" TIMESTAMP(3),

    CONSTRAINT "QaEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "QaCard" (
    "qaId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "QaCard_pkey" PRIMARY KEY ("qaId","cardId")
);

-- CreateTable
CREATE TABLE "QaClause" (
    "qaId" INTEGER NOT NULL,
    "documentId" TEXT NOT NULL,
    "clauseNumber" TEXT NOT NULL,
    "relation" "ClauseRelation" NOT NULL DEFAULT 'CITES',
    "position" INTEGER NOT NULL,

    CONSTRAINT "QaClause_pkey" PRIMARY KEY ("qaId","documentId","clauseNumber")
);

-- CreateTable
CREATE TABLE "Scenario" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "gameId" TEXT NOT NULL,
    "titleEn" TEXT NOT NULL,
    "titleJa" TEXT,
    "source" TEXT NOT NULL,
    "contentHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Scenario_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ScenarioClause" (
    "scenarioId" INTEGER NOT NULL,
    "documentId" TEXT NOT NULL,
    "clauseNumber" TEXT NOT NULL,

    CONSTRAINT "ScenarioClause_pkey" PRIMARY KEY ("scenarioId","documentId","clauseNumber")
);

-- CreateTable
CREATE TABLE "ScenarioCard" (
    "scenarioId" INTEGER NOT NULL,
    "cardId" INTEGER NOT NULL,

    CONSTRAINT "ScenarioCard_pkey" PRIMARY KEY ("scenarioId","cardId")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'EDITOR',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabledAt" TIMESTAMP(3),

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Revision" (
    "id" SERIAL NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityKey" TEXT NOT NULL,
    "number" INTEGER NOT NULL,
    "data" JSONB NOT NULL,
    "origin" TEXT NOT NULL,
    "authorId" INTEGER,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Revision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentState" (
    "key" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "importedAt" TIMESTAMP(3) NOT NULL,
    "summary" JSONB NOT NULL,

    CONSTRAINT "ContentState_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "Card_name_idx" ON "Card"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Card_gameId_slug_key" ON "Card"("gameId", "slug");

-- CreateIndex
CREATE INDEX "CardName_normalized_idx" ON "CardName"("normalized");

-- CreateIndex
CREATE UNIQUE INDEX "CardName_cardId_kind_name_key" ON "CardName"("cardId", "kind", "name");

-- CreateIndex
CREATE UNIQUE INDEX "RuleVersion_documentId_key_key" ON "RuleVersion"("documentId", "key");

-- CreateIndex
CREATE INDEX "RuleClause_number_idx" ON "RuleClause"("number");

-- CreateIndex
CREATE UNIQUE INDEX "RuleClause_versionId_number_key" ON "RuleClause"("versionId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "QaEntry_slug_key" ON "QaEntry"("slug");

-- CreateIndex
CREATE INDEX "QaEntry_status_publishedAt_idx" ON "QaEntry"("status", "publishedAt");

-- CreateIndex
CREATE INDEX "QaCard_cardId_idx" ON "QaCard"("cardId");

-- CreateIndex
CREATE INDEX "QaClause_documentId_clauseNumber_idx" ON "QaClause"("documentId", "clauseNumber");

-- CreateIndex
CREATE UNIQUE INDEX "Scenario_slug_key" ON "Scenario"("slug");

-- CreateIndex
CREATE INDEX "ScenarioClause_documentId_clauseNumber_idx" ON "ScenarioClause"("documentId", "clauseNumber");

-- CreateIndex
CREATE INDEX "ScenarioCard_cardId_idx" ON "ScenarioCard"("cardId");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Revision_entityType_entityKey_number_key" ON "Revision"("entityType", "entityKey", "number");

-- AddForeignKey
ALTER TABLE "Card" ADD CONSTRAINT "Card_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardName" ADD CONSTRAINT "CardName_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardLink" ADD CONSTRAINT "CardLink_fromId_fkey" FOREIGN KEY ("fromId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CardLink" ADD CONSTRAINT "CardLink_toId_fkey" FOREIGN KEY ("toId") REFERENCES "Card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuleDocument" ADD CONSTRAINT "RuleDocument_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuleVersion" ADD CONSTRAINT "RuleVersion_documentId_fkey" FOREIGN KEY ("documentId") REFERENCES "RuleDocument"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuleClause" ADD CONSTRAINT "RuleClause_versionId_fkey" FOREIGN KEY ("versionId") REFERENCES "RuleVersion"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RuleClause" ADD CONSTRAINT "RuleClause_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "RuleClause"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaEntry" ADD CONSTRAINT "QaEntry_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaEntry" ADD CONSTRAINT "QaEntry_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaCard" ADD CONSTRAINT "QaCard_qaId_fkey" FOREIGN KEY ("qaId") REFERENCES "QaEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaCard" ADD CONSTRAINT "QaCard_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "QaClause" ADD CONSTRAINT "QaClause_qaId_fkey" FOREIGN KEY ("qaId") REFERENCES "QaEntry"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Scenario" ADD CONSTRAINT "Scenario_gameId_fkey" FOREIGN KEY ("gameId") REFERENCES "Game"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioClause" ADD CONSTRAINT "ScenarioClause_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioCard" ADD CONSTRAINT "ScenarioCard_scenarioId_fkey" FOREIGN KEY ("scenarioId") REFERENCES "Scenario"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ScenarioCard" ADD CONSTRAINT "ScenarioCard_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "Card"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Revision" ADD CONSTRAINT "Revision_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
