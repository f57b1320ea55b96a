ALTER TABLE "sms" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "sms" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms" ADD COLUMN "error" text;--> statement-breakpoint
CREATE INDEX "sms_channel_idx" ON "sms" USING btree ("channel","id");--> statement-breakpoint
CREATE INDEX "sms_provider_message_id_idx" ON "sms" USING btree ("provider_message_id","id");