-- Decision 0082: the planner's statistics of the small hierarchy tables stay current. With the default thresholds
-- (50 changed rows plus a tenth of the table) autovacuum never analyzed corporations again after a new corporation
-- was added, so its statistics still ended at the old highest id. A merge join of properties with corporations then
-- expected to stop before the new corporation's properties, and the purchase-order search of one sales
-- representative read every property's orders (103 ms instead of 6). Any change now makes autovacuum analyze these
-- tables on its next round (a minute at most), a few milliseconds for tables of this size.
ALTER TABLE "corporations" SET (autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0);
ALTER TABLE "divisions" SET (autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0);
ALTER TABLE "regions" SET (autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0);
ALTER TABLE "properties" SET (autovacuum_analyze_threshold = 0, autovacuum_analyze_scale_factor = 0);
