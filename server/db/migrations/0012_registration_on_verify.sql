-- Registrations waiting for their code no longer hold an account row (accounts/registration.ts makes
-- the account when the code is verified, from that request alone); the rows left from before go.
DELETE FROM "users" WHERE "phone_verified_at" IS NULL;
