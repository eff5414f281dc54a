-- Whether the vendor may take the machines back while a job runs (spot,
-- preemptible, 抢占式, "可能被回收"): 1, 0 when the quote says it cannot,
-- NULL when it says neither (issue 24, quotes/interruptible_words.go).
ALTER TABLE quotes ADD COLUMN interruptible INTEGER CHECK (interruptible IN (0, 1));
