-- A member reports an item once; a guest once per e-mail address (issue 9: the same post or
-- campaign could be reported again and again). Earlier repeats are folded into the first report.
DELETE FROM reports a USING reports b
WHERE a.reporter_id IS NOT NULL AND a.reporter_id = b.reporter_id
  AND a.item_type = b.item_type AND a.item_id = b.item_id AND a.id > b.id;

DELETE FROM reports a USING reports b
WHERE a.reporter_id IS NULL AND b.reporter_id IS NULL AND lower(a.email) = lower(b.email)
  AND a.item_type = b.item_type AND a.item_id = b.item_id AND a.id > b.id;

CREATE UNIQUE INDEX reports_once_per_member ON reports (item_type, item_id, reporter_id)
  WHERE reporter_id IS NOT NULL;
CREATE UNIQUE INDEX reports_once_per_guest ON reports (item_type, item_id, lower(email))
  WHERE reporter_id IS NULL;
