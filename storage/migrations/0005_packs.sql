-- Prepaid packs (时长包 / 算力包, contract "Added 2026-12"): N GPU-hours or
-- N million tokens for pack_price (in the quote's currency), valid
-- pack_valid_days; NULL everywhere for a quote that is not a pack.
--
-- A pack's price and price_unit columns hold its overage rate. A pack with
-- no overage (the job buys further packs) has pack_overage = 0; price and
-- price_unit then hold the pack's own rate per GPU-hour or per million
-- tokens, only so the columns' checks hold: it is read back as no price.
ALTER TABLE quotes ADD COLUMN pack_gpu_hours REAL CHECK (pack_gpu_hours IS NULL OR pack_gpu_hours > 0);
ALTER TABLE quotes ADD COLUMN pack_million_tokens REAL CHECK (pack_million_tokens IS NULL OR pack_million_tokens > 0);
ALTER TABLE quotes ADD COLUMN pack_price REAL CHECK (pack_price IS NULL OR pack_price > 0);
ALTER TABLE quotes ADD COLUMN pack_valid_days REAL CHECK (pack_valid_days IS NULL OR pack_valid_days >= 0);
ALTER TABLE quotes ADD COLUMN pack_overage INTEGER NOT NULL DEFAULT 1;
