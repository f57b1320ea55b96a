-- IF NOT EXISTS: a restore of a backup older than this table creates it to carry the folder's id over (src/server/backup/identity.ts).
CREATE TABLE IF NOT EXISTS "shop_identity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
INSERT INTO "shop_identity" SELECT WHERE NOT EXISTS (SELECT 1 FROM "shop_identity");
