-- A parcel's payer is Nova Poshta's own value ('Sender' or 'Recipient'), shown by its label in
-- the reader's language; rows written before held the Ukrainian words. Any other text (typed by
-- hand before the field became a list) is kept out: the field's value must be one of the list.
UPDATE "ttns" SET "payer" = CASE
	WHEN lower(btrim("payer")) IN ('одержувач', 'получатель', 'recipient') THEN 'Recipient'
	WHEN lower(btrim("payer")) IN ('відправник', 'отправитель', 'sender') THEN 'Sender'
	ELSE NULL
END
WHERE "payer" IS NOT NULL;
