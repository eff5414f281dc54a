-- What an imported row said, hashed, so re-importing an unchanged file
-- reports its quotes as unchanged instead of touching every updated_at.
ALTER TABLE quotes ADD COLUMN content_hash TEXT;
