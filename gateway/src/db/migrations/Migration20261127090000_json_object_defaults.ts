import { Migration } from '@mikro-orm/migrations';

/**
 * Pandits created without availability (by an admin, through the join wizard) had it stored as the JSON string
 * "{}" instead of the object {} (the entity's string default was assigned as the value); the export then carried
 * the string and the import refused the file. Each such value becomes the object it spells, or {} (open at every
 * slot, which is how the string read). The About page's translations had the same default.
 */
export class Migration20261127090000_json_object_defaults extends Migration {
  override name = 'Migration20261127090000_json_object_defaults';

  override async up(): Promise<void> {
    this.addSql(`do $$
declare r record;
begin
  for r in select id, availability #>> '{}' as spelled from pandits where jsonb_typeof(availability) <> 'object' loop
    begin
      update pandits set availability = case when jsonb_typeof(r.spelled::jsonb) = 'object' then r.spelled::jsonb else '{}'::jsonb end
       where id = r.id;
    exception when others then
      update pandits set availability = '{}'::jsonb where id = r.id;
    end;
  end loop;
end $$;`);
    this.addSql(`update about_content set translations = '{}'::jsonb where jsonb_typeof(translations) <> 'object';`);
  }

  override async down(): Promise<void> {
    // Nothing to undo: the objects read as the strings did.
  }
}
