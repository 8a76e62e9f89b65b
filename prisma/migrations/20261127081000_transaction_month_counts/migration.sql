-- Decision 0074: per-month counts of each property's rows, kept from the per-day counts by a row trigger on
-- datalog_transaction_days (a statement touches one or two day rows, so one or two month rows follow). A total over
-- a long range adds whole months and the days at its ends, so its cost follows the months kept, not the days.
CREATE TABLE "datalog_transaction_months" (
    "property_id" INTEGER NOT NULL,
    "month" DATE NOT NULL,
    "total" INTEGER NOT NULL,
    "exceptions" INTEGER NOT NULL,

    CONSTRAINT "datalog_transaction_months_pkey" PRIMARY KEY ("property_id","month")
);

INSERT INTO "datalog_transaction_months" ("property_id", "month", "total", "exceptions")
  SELECT "property_id", date_trunc('month', "day")::date, sum("total"), sum("exceptions")
    FROM "datalog_transaction_days" GROUP BY 1, 2;

CREATE FUNCTION "datalog_transaction_days_to_months"() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
BEGIN
  -- An update within one month (the usual case: a day's counts grow) moves its month by the difference alone.
  IF TG_OP = 'UPDATE' AND OLD.property_id = NEW.property_id AND date_trunc('month', OLD.day) = date_trunc('month', NEW.day) THEN
    IF NEW.total <> OLD.total OR NEW.exceptions <> OLD.exceptions THEN
      INSERT INTO datalog_transaction_months AS m (property_id, month, total, exceptions)
        VALUES (NEW.property_id, date_trunc('month', NEW.day)::date, NEW.total - OLD.total, NEW.exceptions - OLD.exceptions)
        ON CONFLICT (property_id, month) DO UPDATE SET total = m.total + EXCLUDED.total, exceptions = m.exceptions + EXCLUDED.exceptions;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO datalog_transaction_months AS m (property_id, month, total, exceptions)
      VALUES (OLD.property_id, date_trunc('month', OLD.day)::date, -OLD.total, -OLD.exceptions)
      ON CONFLICT (property_id, month) DO UPDATE SET total = m.total + EXCLUDED.total, exceptions = m.exceptions + EXCLUDED.exceptions;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    INSERT INTO datalog_transaction_months AS m (property_id, month, total, exceptions)
      VALUES (NEW.property_id, date_trunc('month', NEW.day)::date, NEW.total, NEW.exceptions)
      ON CONFLICT (property_id, month) DO UPDATE SET total = m.total + EXCLUDED.total, exceptions = m.exceptions + EXCLUDED.exceptions;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER "datalog_transaction_days_to_months" AFTER INSERT OR UPDATE OR DELETE ON "datalog_transaction_days"
  FOR EACH ROW EXECUTE FUNCTION "datalog_transaction_days_to_months"();
