"""round ids 2: a check-in mark and a disqualification name their round's stage

A check-in was kept per (event, round number, entry), so the preliminary's
round 2 and the final's round 2 shared one mark; a disqualification's round was
read as "round N of the stage in play", so a preliminary's round read as the
final's once the final began.  Both now store the stage's kind (preliminary,
final, playoff — what a RoundId names), and the check-in's unique key takes it.

Old rows belong to the stage in play when upgraded (docs/rules.md §1.5, §4.7):
the event's latest stage that is not a playoff.  An event not paired yet has
none: its check-ins go to the stage its first round will be paired in (the
preliminary when it has preliminary groups, else the final) and its
disqualifications keep no stage (before the event's first round).

Revision ID: 0011_round_ids_2
Revises: 0010_room_actions
Create Date: 2026-12-02 01:30:00
"""
import json

from alembic import op
import sqlalchemy as sa

revision = '0011_round_ids_2'
down_revision = '0010_room_actions'
branch_labels = None
depends_on = None

OLD_KEY = ('event_id', 'round_number', 'entry_id')
NEW_KEY = ('event_id', 'stage', 'round_number', 'entry_id')
NEW_KEY_NAME = 'uq_checkin_round_entry'  # named in app/models/schema.py too: a later change can drop it
# SQLite reflects the unnamed key without a name: batch mode names it by this convention to drop it.
NAMING = {"uq": "uq_%(table_name)s_%(column_0_N_name)s"}


def _unique_key_name(bind, columns: tuple) -> str:
    for key in sa.inspect(bind).get_unique_constraints('checkin'):
        if tuple(key['column_names']) == columns and key['name']:
            return key['name']
    return NAMING["uq"] % {"table_name": "checkin", "column_0_N_name": "_".join(columns)}


def _stage_in_play(bind) -> dict[int, str | None]:
    """Event id → the kind of its latest stage that is not a playoff (None: nothing paired yet)."""
    found: dict[int, str | None] = {event_id: None for (event_id,) in bind.execute(sa.text("SELECT id FROM event"))}
    for event_id, kind in bind.execute(sa.text(
            "SELECT event_id, kind FROM stage WHERE kind != 'playoff' ORDER BY event_id, number")):
        found[event_id] = kind
    return found


def _first_stage(bind, event_id: int) -> str:
    """The stage an event's first round will be paired in: its preliminary when it has groups."""
    stored = bind.execute(sa.text("SELECT settings FROM event WHERE id = :id"), {"id": event_id}).scalar()
    settings = json.loads(stored) if isinstance(stored, (str, bytes)) else (stored or {})
    return "preliminary" if int(settings.get("preliminary_groups") or 0) > 0 else "final"


def upgrade() -> None:
    bind = op.get_bind()
    old_key = _unique_key_name(bind, OLD_KEY)
    op.add_column('checkin', sa.Column('stage', sa.String(length=16), nullable=True))
    op.add_column('disqualification', sa.Column('stage', sa.String(length=16), nullable=True))
    for event_id, kind in _stage_in_play(bind).items():
        bind.execute(sa.text("UPDATE checkin SET stage = :kind WHERE event_id = :id"),
                     {"kind": kind or _first_stage(bind, event_id), "id": event_id})
        if kind is not None:
            bind.execute(sa.text("UPDATE disqualification SET stage = :kind WHERE event_id = :id"),
                         {"kind": kind, "id": event_id})
    with op.batch_alter_table('checkin', naming_convention=NAMING) as batch_op:
        batch_op.alter_column('stage', existing_type=sa.String(length=16), nullable=False)
        batch_op.drop_constraint(old_key, type_='unique')
        batch_op.create_unique_constraint(NEW_KEY_NAME, list(NEW_KEY))


def downgrade() -> None:
    """Back to one mark per round number: where two stages marked the same round, the later row stays."""
    bind = op.get_bind()
    bind.execute(sa.text(
        "DELETE FROM checkin WHERE EXISTS (SELECT 1 FROM checkin later WHERE later.event_id = checkin.event_id"
        " AND later.round_number = checkin.round_number AND later.entry_id = checkin.entry_id"
        " AND later.id > checkin.id)"))
    with op.batch_alter_table('checkin', naming_convention=NAMING) as batch_op:
        batch_op.drop_constraint(NEW_KEY_NAME, type_='unique')
        batch_op.create_unique_constraint(_unique_key_name(bind, OLD_KEY), list(OLD_KEY))
        batch_op.drop_column('stage')
    with op.batch_alter_table('disqualification') as batch_op:
        batch_op.drop_column('stage')
