import { packageInputSchema, updatePackageInputSchema } from '@marketplace/schema/rules/admin';
import type { Context } from '../../context.js';
import { notFound } from '../../errors.js';
import { audit, diff, snapshot } from '../admin/audit.service.js';
import { given, parseInput } from '../admin/validate.js';
import { PackageSchema, type Package } from './package.entity.js';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELDS = [
  'name',
  'description',
  'destination',
  'price',
  'durationDays',
  'durationNights',
  'includes',
  'image',
  'popular',
  'virtualAvailable',
  'pricePerPerson',
] as const;

/** The admin's package CRUD (spec §5 'Package form'); every change goes to the audit trail in the same transaction. */
export class PackageAdminService {
  constructor(private readonly ctx: Context) {}

  private async find(id: string): Promise<Package> {
    const pkg = UUID_RE.test(id) ? await this.ctx.em.findOne(PackageSchema, { id }) : null;
    if (!pkg) throw notFound('Package');
    return pkg;
  }

  async create(input: unknown): Promise<Package> {
    const values = parseInput(packageInputSchema, given(input as object));
    const pkg = this.ctx.em.create(PackageSchema, { ...values, image: values.image ?? null });
    audit(this.ctx, this.ctx.em, 'package.create', 'Package', pkg.id, diff(null, snapshot(pkg, FIELDS)));
    await this.ctx.em.flush();
    return pkg;
  }

  async update(id: string, input: object): Promise<Package> {
    const values = parseInput(updatePackageInputSchema, given(input));
    const pkg = await this.find(id);
    const before = snapshot(pkg, FIELDS);
    Object.assign(pkg, given(values), 'image' in values ? { image: values.image ?? null } : {});
    audit(this.ctx, this.ctx.em, 'package.update', 'Package', id, diff(before, snapshot(pkg, FIELDS)));
    await this.ctx.em.flush();
    return pkg;
  }

  /** Bookings of the package keep their record without the link (foreign key: set null). */
  async delete(id: string): Promise<boolean> {
    const pkg = await this.find(id);
    audit(this.ctx, this.ctx.em, 'package.delete', 'Package', id, diff(snapshot(pkg, FIELDS), null));
    this.ctx.em.remove(pkg);
    await this.ctx.em.flush();
    return true;
  }
}
