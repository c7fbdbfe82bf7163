import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Spam-flagged contact posts go through `contact_submit_batch` like genuine ones and count toward
 * their e-mail's limit (before, they were inserted beside it and a bot could post for an address
 * without end); they are stored flagged and get no outbox record, so nobody is notified. Every
 * submission of the window counts, flagged or not. A row's `spam` and `spam_reason` keys carry the
 * flag (absent: genuine).
 */
export class ContactSpamCountsTowardLimit1795400000001 implements MigrationInterface {
  name = 'ContactSpamCountsTowardLimit1795400000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contact_submit_batch(
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
           WHERE s.email = v_email AND s.created_at > v_now - p_window;
          IF cardinality(recent_at) >= p_max
             OR recent_at[cardinality(recent_at)] > v_now - p_min_gap THEN
            RETURN NEXT;
            CONTINUE;
          END IF;
          INSERT INTO home_contact_submissions (
            name, email, phone, company, interest, message, spam, spam_reason, ip_address,
            user_agent, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer,
            landing_page, created_at)
          SELECT r.name, r.email, r.phone, r.company, r.interest, r.message,
                 coalesce(r.spam, false), r.spam_reason,
                 r.ip_address, r.user_agent, r.utm_source, r.utm_medium, r.utm_campaign,
                 r.utm_term, r.utm_content, r.referrer, r.landing_page, r.created_at
            FROM jsonb_populate_record(NULL::home_contact_submissions, v_row) r
          RETURNING id INTO saved_id;
          IF NOT coalesce((v_row->>'spam')::boolean, false) THEN
            INSERT INTO contact_outbox (id, submission_id)
            VALUES ((v_row->>'outbox_id')::uuid, saved_id);
          END IF;
          RETURN NEXT;
        END LOOP;
      END
      $$
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION contact_submit_batch(
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
  }
}
