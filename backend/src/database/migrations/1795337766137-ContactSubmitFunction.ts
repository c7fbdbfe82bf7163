import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `contact_submit`: a genuine contact submission in one round trip (one statement, so one
 * transaction). It waits for the email's advisory lock (every instance agrees), reads the email's
 * accepted submissions inside the limit window (a statement of its own, so a snapshot taken after
 * the lock), and inserts the submission with its outbox record unless the per-email limit refuses.
 * Returns the new id (null when refused) and the window's submission times, from which the API
 * words the refusal. The limit's numbers come from the caller (`CONTACT_LIMITS`).
 */
export class ContactSubmitFunction1795337766137 implements MigrationInterface {
  name = 'ContactSubmitFunction1795337766137';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION contact_submit(
        p_row jsonb,
        p_outbox_id uuid,
        p_lock_timeout text,
        p_since timestamptz,
        p_max integer,
        p_min_gap interval
      ) RETURNS TABLE (saved_id uuid, recent_at timestamptz[])
      LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        v_email text := p_row->>'email';
        v_now timestamptz := (p_row->>'created_at')::timestamptz;
      BEGIN
        PERFORM set_config('lock_timeout', p_lock_timeout, true);
        PERFORM pg_advisory_xact_lock(hashtextextended('contact:' || v_email, 42));
        PERFORM set_config('lock_timeout', '0', true);
        SELECT coalesce(array_agg(s.created_at ORDER BY s.created_at), '{}')
          INTO recent_at
          FROM home_contact_submissions s
         WHERE s.email = v_email AND NOT s.spam AND s.created_at > p_since;
        IF cardinality(recent_at) >= p_max
           OR recent_at[cardinality(recent_at)] > v_now - p_min_gap THEN
          RETURN NEXT;
          RETURN;
        END IF;
        INSERT INTO home_contact_submissions (
          name, email, phone, company, interest, message, spam, spam_reason, ip_address,
          user_agent, utm_source, utm_medium, utm_campaign, utm_term, utm_content, referrer,
          landing_page, created_at)
        SELECT r.name, r.email, r.phone, r.company, r.interest, r.message, false, NULL,
               r.ip_address, r.user_agent, r.utm_source, r.utm_medium, r.utm_campaign,
               r.utm_term, r.utm_content, r.referrer, r.landing_page, r.created_at
          FROM jsonb_populate_record(NULL::home_contact_submissions, p_row) r
        RETURNING id INTO saved_id;
        INSERT INTO contact_outbox (id, submission_id) VALUES (p_outbox_id, saved_id);
        RETURN NEXT;
      END
      $$
    `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP FUNCTION contact_submit(jsonb, uuid, text, timestamptz, integer, interval)`,
    );
  }
}
