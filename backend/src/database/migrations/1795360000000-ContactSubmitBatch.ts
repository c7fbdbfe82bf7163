import { MigrationInterface, QueryRunner } from 'typeorm';
import { ContactSubmitFunction1795337766137 } from './1795337766137-ContactSubmitFunction';

/**
 * `contact_submit_batch` replaces `contact_submit`: the genuine submissions that arrive together
 * go in one statement (one round trip, one commit) instead of one each. Per row, as before: the
 * email's advisory lock (every instance agrees), the email's accepted submissions inside the limit
 * window (read by a statement of its own, so after the lock, and seeing earlier rows of the same
 * batch), then the submission with its outbox record unless the per-email limit refuses.
 *
 * Rows take their locks in key order, so two batches never wait on each other in a cycle. A lock
 * not had within `p_lock_timeout` fails only its own row (`lock_failed`); the others go on.
 * Returns one row per input element: its 1-based position, the new id (null when refused or not
 * locked) and the window's submission times, from which the API words a refusal.
 */
export class ContactSubmitBatch1795360000000 implements MigrationInterface {
  name = 'ContactSubmitBatch1795360000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION contact_submit_batch(
        p_rows jsonb,
        p_lock_timeout text,
        p_window interval,
        p_max integer,
        p_min_gap interval
      ) RETURNS TABLE (ord integer, saved_id uuid, recent_at timestamptz[], lock_failed boolean)
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_row jsonb;
        v_key bigint;
        v_email text;
        v_now timestamptz;
        v_lock_timeout text := current_setting('lock_timeout');
      BEGIN
        FOR v_row, ord, v_key IN
          SELECT e.value, e.ordinality::integer,
                 hashtextextended('contact:' || (e.value->>'email'), 42)
            FROM jsonb_array_elements(p_rows) WITH ORDINALITY AS e
           ORDER BY 3, 2
        LOOP
          v_email := v_row->>'email';
          v_now := (v_row->>'created_at')::timestamptz;
          saved_id := NULL;
          recent_at := NULL;
          lock_failed := false;
          IF NOT pg_try_advisory_xact_lock(v_key) THEN
            BEGIN
              PERFORM set_config('lock_timeout', p_lock_timeout, true);
              PERFORM pg_advisory_xact_lock(v_key);
              PERFORM set_config('lock_timeout', v_lock_timeout, true);
            EXCEPTION WHEN lock_not_available THEN
              lock_failed := true;
            END;
            IF lock_failed THEN
              RETURN NEXT;
              CONTINUE;
            END IF;
          END IF;
          SELECT coalesce(array_agg(s.created_at ORDER BY s.created_at), '{}')
            INTO recent_at
            FROM home_contact_submissions s
           WHERE s.email = v_email AND NOT s.spam AND s.created_at > v_now - p_window;
          IF cardinality(recent_at) >= p_max
             OR recent_at[cardinality(recent_at)] > v_now - p_min_gap THEN
            RETURN NEXT;
            CONTINUE;
          END IF;
          INSERT INTO home_contact_submissions (
            name, email, phone, company, interest, message, spam, spam_reason, ip_address,
            user_agent, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer,
            landing_page, created_at)
          SELECT r.name, r.email, r.phone, r.company, r.interest, r.message, false, NULL,
                 r.ip_address, r.user_agent, r.utm_source, r.utm_medium, r.utm_campaign,
                 r.utm_term, r.utm_content, r.referrer, r.landing_page, r.created_at
            FROM jsonb_populate_record(NULL::home_contact_submissions, v_row) r
          RETURNING id INTO saved_id;
          INSERT INTO contact_outbox (id, submission_id)
          VALUES ((v_row->>'outbox_id')::uuid, saved_id);
          RETURN NEXT;
        END LOOP;
      END
      $$
    `);
    await new ContactSubmitFunction1795337766137().down(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await new ContactSubmitFunction1795337766137().up(queryRunner);
    await queryRunner.query(
      `DROP FUNCTION contact_submit_batch(jsonb, text, interval, integer, interval)`,
    );
  }
}
