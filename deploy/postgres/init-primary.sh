#!/bin/sh
# Run once by the postgres image on an empty data directory (docker-compose.yml, decision 0082).
set -e
# The replica's pg_basebackup and streaming connect as the application's role (a superuser here) over the network.
echo 'host replication marketplace all scram-sha-256' >> "$PGDATA/pg_hba.conf"
# What a direct connection sends at start and PgBouncer in transaction mode cannot (docs/operations.md, decision 0080).
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
ALTER ROLE marketplace SET statement_timeout = '5s';
ALTER ROLE marketplace SET idle_in_transaction_session_timeout = '30s';
ALTER ROLE marketplace SET log_parameter_max_length_on_error = 0;
ALTER ROLE marketplace SET log_min_error_statement = panic;
SQL
