ALTER TABLE "ttns" ADD COLUMN "np_ref" text;--> statement-breakpoint
ALTER TABLE "ttns" ADD COLUMN "scan_sheet" text;