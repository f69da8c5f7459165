import { Construct } from 'constructs';
import { PHOTO_MIGRATION_FUNCTION, type EnvironmentSources } from '../../shared/backend/functions';
import { ApiFunction } from './api-function';
import { invokeAtDeploy } from './invoke-at-deploy';

export interface PhotoMetadataMigrationProps {
  /** Where its environment values come from, granting each resource as its value is taken. */
  sources: (fn: ApiFunction) => EnvironmentSources;
  /** Changes with every deploy that replaces the web build, so each such deploy runs it again. */
  buildFingerprint: string;
}

/**
 * The one-off migration that strips the photos stored before originals were encoded again
 * (lambdas/strip-photo-metadata.ts, docs/decisions/photo-metadata.md), invoked without waiting at
 * each deploy: a photo it could not finish is tried again at the next, and once every record is
 * marked a run only reads the table.
 */
export class PhotoMetadataMigration extends Construct {
  readonly function: ApiFunction;

  constructor(scope: Construct, id: string, props: PhotoMetadataMigrationProps) {
    super(scope, id);
    this.function = new ApiFunction(this, 'Function', {
      handler: PHOTO_MIGRATION_FUNCTION,
      description: `Strips EXIF, XMP and IPTC from photos stored before uploads were (lambdas/${PHOTO_MIGRATION_FUNCTION}.ts)`,
      // Decodes photos of up to 20 MB with sharp, as create-image does.
      memorySize: 1536,
    });
    this.function.provide(props.sources(this.function));

    invokeAtDeploy(this, 'RunAtDeploy', this.function.function, `${PHOTO_MIGRATION_FUNCTION}-${props.buildFingerprint}`);
  }
}
