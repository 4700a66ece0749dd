-- The leaderboards' Redis mirror (programme/leaderboard-mirror.ts) hears, when a transaction commits,
-- whose place may have changed: NOTIFY is delivered on commit only, and a transaction's repeated
-- notifications for one user are delivered once. Earnings, a status change (a blocked account leaves
-- the board) and a deleted account all notify, whatever code or hand-written SQL made them; a rebuild
-- of the totals notifies 'rebuild' (the mirror then rebuilds its boards too).
CREATE OR REPLACE FUNCTION leaderboard_add_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO leaderboard_totals (period, starts_on, user_id, points, reached_at)
  SELECT p, leaderboard_period_start(p, NEW.created_at), NEW.user_id, NEW.delta, NEW.created_at
  FROM unnest(enum_range(NULL::leaderboard_period)) AS p
  ON CONFLICT (period, starts_on, user_id) DO UPDATE
    SET points = leaderboard_totals.points + excluded.points,
        reached_at = greatest(leaderboard_totals.reached_at, excluded.reached_at);
  PERFORM pg_notify('cineva_leaderboard', NEW.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION leaderboard_user_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cineva_leaderboard', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER leaderboard_on_user_status AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION leaderboard_user_changed();--> statement-breakpoint
CREATE TRIGGER leaderboard_on_user_delete AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION leaderboard_user_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_leaderboard() RETURNS void LANGUAGE sql AS $$
  DELETE FROM leaderboard_totals;
  INSERT INTO leaderboard_totals (period, starts_on, user_id, points, reached_at)
  SELECT p, leaderboard_period_start(p, t.created_at), t.user_id, sum(t.delta)::int, max(t.created_at)
  FROM point_transactions t CROSS JOIN unnest(enum_range(NULL::leaderboard_period)) AS p
  WHERE t.delta > 0
  GROUP BY 1, 2, 3;
  SELECT pg_notify('cineva_leaderboard', 'rebuild');
$$;
